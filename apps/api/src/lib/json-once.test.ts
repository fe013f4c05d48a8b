import { expect, it, vi } from 'vitest';
import { JsonOfCount, JsonOnce } from './json-once.ts';

it('makes the JSON of one answer object once, and of another object again', () => {
  const encode = vi.fn((v: { ids: number[] }) => ({ ids: [...v.ids] }));
  const json = new JsonOnce(encode);
  const kept = { ids: [3, 1] };
  expect(json.of(kept)).toBe('{"ids":[3,1]}');
  expect(json.of(kept)).toBe('{"ids":[3,1]}');
  expect(encode).toHaveBeenCalledTimes(1);
  // A changed answer is a new object (the cache drops the old one): its own JSON.
  expect(json.of({ ids: [3, 1, 7] })).toBe('{"ids":[3,1,7]}');
  expect(encode).toHaveBeenCalledTimes(2);
});

it('makes each count once up to max, and larger ones every time', () => {
  const encode = vi.fn((count: number) => ({ count }));
  const json = new JsonOfCount(encode, 10);
  expect(json.of(0)).toBe('{"count":0}');
  expect(json.of(0)).toBe('{"count":0}');
  expect(json.of(4)).toBe('{"count":4}');
  expect(encode).toHaveBeenCalledTimes(2);
  expect(json.of(11)).toBe('{"count":11}');
  expect(json.of(11)).toBe('{"count":11}');
  expect(encode).toHaveBeenCalledTimes(4);
});

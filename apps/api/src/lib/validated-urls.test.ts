import { expect, it } from 'vitest';
import { ValidatedUrls } from './validated-urls.ts';

it('remembers what a URL validated to, at most maxUrls of them, the oldest first out', () => {
  const urls = new ValidatedUrls<{ page: number }>(2);
  expect(urls.get('/a?page=1')).toBeUndefined();
  expect(urls.remember('/a?page=1', { page: 1 }, 'k1')).toEqual({ query: { page: 1 }, key: 'k1' });
  urls.remember('/a?page=2', { page: 2 }, 'k2');
  expect(urls.get('/a?page=1')?.key).toBe('k1');
  urls.remember('/a?page=3', { page: 3 }, 'k3');
  expect(urls.get('/a?page=1')).toBeUndefined();
  expect(urls.get('/a?page=2')?.query).toEqual({ page: 2 });
  expect(urls.get('/a?page=3')?.key).toBe('k3');
});

import { describe, expect, it } from 'vitest';
import { SharedAnswerTally } from './shared-answer-tally.ts';

describe('the shared answers tally', () => {
  it('sums answers by route and status, names the busiest clients first, and starts again', () => {
    let now = 1_000;
    const tally = new SharedAnswerTally(() => now);
    expect(tally.take()).toBeUndefined();
    for (let i = 0; i < 7; i++) tally.add('GET', '/api/listings', 200, `10.0.0.${i}`);
    for (let i = 0; i < 5; i++) tally.add('GET', '/api/listings/:id', 200, '10.9.9.9');
    tally.add('GET', '/api/listings/:id', 304, '10.9.9.9');
    tally.add('GET', '/api/search', 200, '10.0.0.1');
    now = 61_000;
    const summary = tally.take()!;
    expect(summary).toEqual({
      periodMs: 60_000,
      count: 14,
      routes: {
        'GET /api/listings 200': 7,
        'GET /api/listings/:id 200': 5,
        'GET /api/listings/:id 304': 1,
        'GET /api/search 200': 1,
      },
      topClients: [
        { address: '10.9.9.9', count: 6 },
        { address: '10.0.0.1', count: 2 },
        { address: '10.0.0.0', count: 1 },
        { address: '10.0.0.2', count: 1 },
        { address: '10.0.0.3', count: 1 },
      ],
    });
    now = 70_000;
    expect(tally.take()).toBeUndefined();
    tally.add('GET', '/api/search', 200, '10.0.0.1');
    now = 75_000;
    expect(tally.take()).toMatchObject({ periodMs: 5_000, count: 1, routes: { 'GET /api/search 200': 1 } });
  });
});

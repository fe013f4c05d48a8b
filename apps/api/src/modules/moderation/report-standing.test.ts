import { describe, expect, it } from 'vitest';
import { holdThresholdFor, reportStanding } from './report-standing.ts';

const now = new Date('2026-03-10T12:00:00Z');
const standing = {
  confirmed: true,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  history: true,
  blocked: false,
  networkCounted: false,
};

describe('reportStanding', () => {
  it('gives the first rule a report misses, or counted', () => {
    expect(reportStanding(standing, false, now)).toBe('counted');
    expect(reportStanding({ ...standing, confirmed: false, history: false }, false, now)).toBe('unconfirmed');
    expect(reportStanding({ ...standing, createdAt: new Date('2026-03-09T13:00:00Z') }, false, now)).toBe(
      'new_account',
    );
    expect(reportStanding({ ...standing, history: false }, false, now)).toBe('no_history');
    expect(reportStanding({ ...standing, blocked: true, networkCounted: true }, false, now)).toBe('blocked');
    expect(reportStanding({ ...standing, networkCounted: true }, false, now)).toBe('same_network');
  });

  it('never counts a chat message report toward a hold, a block included', () => {
    expect(reportStanding({ ...standing, blocked: true }, true, now)).toBe('chat_message');
    expect(reportStanding({ ...standing, history: false }, true, now)).toBe('no_history');
  });
});

describe('holdThresholdFor', () => {
  it('adds one for every tenfold audience beyond 10', () => {
    expect([0, 99, 100, 999, 1000, 25_000].map((a) => holdThresholdFor(3, a))).toEqual([3, 3, 4, 4, 5, 6]);
  });
});

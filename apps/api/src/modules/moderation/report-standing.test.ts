import { describe, expect, it } from 'vitest';
import { holdThresholdFor, reachesHold, reportStanding } from './report-standing.ts';
import { onProbation, REPORT_WEIGHT_TERMS, reportWeight } from './report-weight.ts';

const now = new Date('2026-03-10T12:00:00Z');
const standing = {
  confirmed: true,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  history: true,
  blocked: false,
  networkCounted: false,
  upheld: 0,
  dismissed: 0,
  phoneVerified: false,
  sellerInGoodStanding: false,
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

describe('young accounts and sellers in good standing', () => {
  it('ranks rather than counts a report from an account under 30 days without an upheld report', () => {
    const goodSeller = { ...standing, sellerInGoodStanding: true };
    expect(reportStanding(goodSeller, false, now)).toBe('ranked');
    expect(reportStanding({ ...goodSeller, upheld: 1 }, false, now)).toBe('counted');
    expect(reportStanding({ ...goodSeller, createdAt: new Date('2026-02-01T00:00:00Z') }, false, now)).toBe(
      'counted',
    );
    // A seller without that standing (new, or with an upheld report) can still be held by them.
    expect(reportStanding(standing, false, now)).toBe('counted');
  });

  it('holds only when a report that counts is among those that reach the threshold', () => {
    expect(reachesHold({ counted: 0, ranked: 6 }, 3)).toBe(false);
    expect(reachesHold({ counted: 1, ranked: 2 }, 3)).toBe(true);
    expect(reachesHold({ counted: 2, ranked: 0.5 }, 3)).toBe(false);
  });
});

describe('reportWeight', () => {
  const fresh = { accountAgeDays: 2, upheld: 0, dismissed: 0, phoneVerified: false };
  it('rises with upheld reports and falls with dismissed ones, within 0 to 2', () => {
    expect(reportWeight(fresh)).toBe(1);
    expect(reportWeight({ ...fresh, upheld: 2 })).toBe(1.5);
    expect(reportWeight({ ...fresh, upheld: 40 })).toBe(2);
    expect(reportWeight({ ...fresh, dismissed: 4 })).toBe(0.5);
    expect(reportWeight({ ...fresh, dismissed: 40 })).toBe(0);
    expect(reportWeight({ ...fresh, upheld: 2, dismissed: 4 })).toBe(1);
  });

  it('adds the verified phone number’s term, and takes further terms', () => {
    expect(reportWeight({ ...fresh, phoneVerified: true })).toBe(1.5);
    const terms = [...REPORT_WEIGHT_TERMS, (r: typeof fresh) => (r.accountAgeDays > 365 ? 0.25 : 0)];
    expect(reportWeight({ ...fresh, accountAgeDays: 400 }, terms)).toBe(1.25);
  });

  it('puts accounts under 30 days without an upheld report on probation', () => {
    expect(onProbation(fresh)).toBe(true);
    expect(onProbation({ ...fresh, upheld: 1 })).toBe(false);
    expect(onProbation({ ...fresh, accountAgeDays: 30 })).toBe(false);
  });
});

describe('holdThresholdFor', () => {
  it('adds one for every tenfold audience beyond 10', () => {
    expect([0, 99, 100, 999, 1000, 25_000].map((a) => holdThresholdFor(3, a))).toEqual([3, 3, 4, 4, 5, 6]);
  });
});

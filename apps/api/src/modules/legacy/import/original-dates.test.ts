import { describe, expect, it } from 'vitest';
import { readMemberSince, readPostDate } from './original-dates.ts';

const NOW = new Date('2026-11-26T10:00:00Z');
const iso = (d: Date | undefined) => d?.toISOString();

describe('the original dates', () => {
  it('reads "29 May" as the latest such day up to now, at noon in India', () => {
    expect(iso(readPostDate('29 May', NOW))).toBe('2026-05-29T06:30:00.000Z');
    expect(iso(readPostDate('3 dec', NOW))).toBe('2025-12-03T06:30:00.000Z');
    expect(iso(readPostDate('26 Nov', NOW))).toBe('2026-11-26T06:30:00.000Z');
    expect(iso(readPostDate('27 Nov', NOW))).toBe('2025-11-27T06:30:00.000Z');
    expect(iso(readPostDate('29 Feb', NOW))).toBe('2024-02-29T06:30:00.000Z');
  });

  it('reads an ISO date as Date does, and nothing else', () => {
    expect(iso(readPostDate('2021-06-14', NOW))).toBe('2021-06-14T00:00:00.000Z');
    for (const text of ['', 'not a date', '31 Jun', '12 Smarch', '2027-01-01'])
      expect(readPostDate(text, NOW), text).toBeUndefined();
  });

  it('reads "Mar 2019" as a day in that month', () => {
    expect(iso(readMemberSince('Mar 2019', NOW))).toBe('2019-03-15T06:30:00.000Z');
    for (const text of ['', '2019', 'Smarch 2019', 'Dec 2026'])
      expect(readMemberSince(text, NOW), text).toBeUndefined();
  });
});

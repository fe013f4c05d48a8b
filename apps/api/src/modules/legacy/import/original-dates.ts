import { LEGACY_MONTHS } from '@bazaar/shared';

// The original wrote dates for people on the Indian calendar, without the time: "29 May" for an
// ad, "May 2019" for a seller. Each is read as noon in India, which no time zone moves to another day.
const IST_NOON_UTC_HOUR = 6.5;
const DAY_MONTH = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*$/;
const MONTH_YEAR = /^([A-Za-z]{3})[a-z]*\s+(\d{4})$/;

function monthIndex(name: string): number {
  const lower = name.toLowerCase();
  return LEGACY_MONTHS.findIndex((m) => m.toLowerCase() === lower);
}

function indianNoon(year: number, month: number, day: number): Date | undefined {
  const at = new Date(Date.UTC(year, month, day, 0, IST_NOON_UTC_HOUR * 60));
  // 31 Jun is no day: Date would roll it over into July.
  return at.getUTCMonth() === month && at.getUTCDate() === day ? at : undefined;
}

/**
 * "29 May" → the latest 29 May that is not after `now`: the original never wrote the year of an
 * ad, which was at most months old. Also reads what `Date` reads (an ISO date). Undefined for
 * anything else, or a date still to come.
 */
export function readPostDate(text: string, now = new Date()): Date | undefined {
  const short = DAY_MONTH.exec(text.trim());
  if (short) {
    const month = monthIndex(short[2]!);
    if (month < 0) return undefined;
    const day = Number(short[1]);
    const thisYear = now.getUTCFullYear();
    for (const year of [thisYear, thisYear - 1, thisYear - 2, thisYear - 3, thisYear - 4]) {
      const at = indianNoon(year, month, day);
      // 29 Feb waits for a leap year.
      if (at && at.getTime() <= now.getTime()) return at;
    }
    return undefined;
  }
  const at = new Date(text);
  return text && !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime() ? at : undefined;
}

/** "May 2019" → a day in that month (its 15th), for the seller's account; undefined for anything else. */
export function readMemberSince(text: string, now = new Date()): Date | undefined {
  const m = MONTH_YEAR.exec(text.trim());
  if (!m) return undefined;
  const month = monthIndex(m[1]!);
  const at = month < 0 ? undefined : indianNoon(Number(m[2]), month, 15);
  return at && at.getTime() <= now.getTime() ? at : undefined;
}

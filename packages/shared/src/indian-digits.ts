/**
 * 380000 → "3,80,000", exactly as `Intl.NumberFormat('en-IN')` and `('hi-IN')` print a whole
 * number (both with the digits 0-9), without making a formatter: Chromium loads its locale data
 * on the first `Intl` object of a page, a long task on a slow phone's boot. `null` for what is not a
 * safe whole number (fractions, -0, huge values): the caller asks `Intl` then.
 */
export function indianDigits(value: number): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value));
  let rest = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  // Thousands, then lakhs, crores …: groups of two above the last three digits.
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return (value < 0 ? '-' : '') + groups.join(',');
}

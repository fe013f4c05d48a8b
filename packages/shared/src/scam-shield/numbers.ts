/**
 * The sums a message names, as numbers: "12,000", "12000", "12k", "1.2 lakh", "40 hazar". Read on
 * the Latin reading (every script's digits are ASCII by then). A number glued to letters ("i10",
 * "s23") is a model name, and a run of ten digits a phone number: neither is a sum.
 */
const SUM =
  /(?<![a-z\d,])(?<!\d\.)(\d{1,3}(?:,\d{2,3})+|\d{1,9})(?:\.(\d+))?(?: ?(k|lakh|lakhs|lac|hazar|hajar|hazaar|hajaar|thousand|hazaar|hajar[a-z]*|hazar[a-z]*))?(?![a-z\d])/g;
const SCALE: Record<string, number> = { k: 1e3, lakh: 1e5, lakhs: 1e5, lac: 1e5, thousand: 1e3 };
/** At most this many sums are weighed: the checks below compare every pair and triple. */
const MOST = 12;

export function sumsIn(text: string): number[] {
  const sums: number[] = [];
  for (const m of text.matchAll(SUM)) {
    const unit = m[3] ? (SCALE[m[3]] ?? 1e3) : 1;
    const value = Number(`${m[1]!.replace(/,/g, '')}.${m[2] ?? '0'}`) * unit;
    if (Number.isFinite(value) && value > 0) sums.push(Math.round(value));
    if (sums.length >= MOST) break;
  }
  return sums;
}

/**
 * What the sums of a message say, whatever its words: one ten or a hundred times another ("12,000
 * instead of 1,200"), one the difference of two others ("sent 12,000, price 1,200, return 10,800"),
 * a token sum of a few rupees beside a large one ("send ₹1 first, then 27,000").
 */
export function sumShapes(sums: number[]) {
  let tenfold = 0;
  let difference = 0;
  const large = sums.filter((s) => s >= 100);
  for (let i = 0; i < large.length; i++)
    for (let j = 0; j < large.length; j++) {
      if (i === j) continue;
      const a = large[i]!;
      const b = large[j]!;
      if (a === 10 * b || a === 100 * b) tenfold = 1;
      if (a > b)
        for (let k = 0; k < large.length; k++) if (k !== i && k !== j && a - b === large[k]) difference = 1;
    }
  const small = sums.some((s) => s <= 10);
  const big = sums.some((s) => s >= 1000);
  return { tenfold, difference, smallAndLarge: small && big ? 1 : 0 };
}

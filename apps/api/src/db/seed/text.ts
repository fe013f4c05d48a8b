import { LIMITS } from '@bazaar/shared';
import type { Rng } from './random.ts';

/**
 * Indian digit grouping (12,34,567), written out because Intl.NumberFormat was a tenth of the
 * time of generating a million ads.
 */
export function num(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** ₹3,80,000 as sellers write it. */
export function inr(amount: number): string {
  return `₹${num(amount)}`;
}

/** Rounds a price the way people ask for it: ₹12,500, ₹3,45,000, ₹48,50,000, ₹1.2 crore. */
export function roundPrice(value: number): number {
  const step =
    value < 1_000
      ? 50
      : value < 10_000
        ? 100
        : value < 100_000
          ? 500
          : value < 2_500_000
            ? 5_000
            : value < 10_000_000
              ? 10_000
              : 100_000;
  return Math.max(step, Math.round(value / step) * step);
}

/** Keeps a title within the limit, cutting at a word boundary and dropping a dangling comma. */
export function clipTitle(title: string): string {
  if (title.length <= LIMITS.titleMax) return title;
  const cut = title.slice(0, LIMITS.titleMax + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 20 ? cut.slice(0, space) : cut.slice(0, LIMITS.titleMax)).replace(/[\s,–-]+$/, '');
}

export type Line<C> = (c: C, rng: Rng) => string;

/** Picks `count` different lines from a pool and renders them, in pool order so they read naturally. */
export function pickLines<C>(rng: Rng, pool: readonly Line<C>[], count: number, context: C): string[] {
  const n = Math.min(count, pool.length);
  let mask = 0;
  let chosen = 0;
  while (chosen < n) {
    const i = Math.floor(rng.next() * pool.length);
    if (mask & (1 << i)) continue;
    mask |= 1 << i;
    chosen++;
  }
  const out: string[] = [];
  for (let i = 0; i < pool.length; i++) if (mask & (1 << i)) out.push(pool[i]!(context, rng));
  return out;
}

const CLOSINGS: readonly Line<{ locality: string }>[] = [
  () => 'Price is slightly negotiable for genuine buyers.',
  () => 'No brokers please.',
  () => 'Call or chat here for more details.',
  (c) => `You can come and check it in ${c.locality} any evening.`,
  () => 'Cash or UPI only, no exchange.',
  () => 'Urgent sale, first come first served.',
  () => 'Fixed price, please do not ask for the last price.',
  () => 'Reply only if you are really interested.',
];

/** Two to five sentences: two to four about the item, then perhaps a seller's closing line. */
export function describe<C extends { locality: string }>(
  rng: Rng,
  pool: readonly Line<C>[],
  context: C,
): string {
  const body = pickLines(rng, pool, rng.int(2, 4), context);
  const closings = pickLines(rng, CLOSINGS, rng.int(0, 1), context);
  return [...body, ...closings].join(' ').slice(0, LIMITS.descriptionMax);
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

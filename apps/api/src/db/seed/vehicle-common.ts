import type { Rng } from './random.ts';
import { MONTHS, num } from './text.ts';

/** A model year inside the model's production years, leaning towards recent years like real ads. */
export function pickYear(rng: Rng, from: number, to: number, nowYear: number, maxAge: number): number {
  const last = to > 0 ? Math.min(to, nowYear) : nowYear;
  const first = Math.max(from, nowYear - maxAge);
  if (first >= last) return last;
  return last - Math.floor(rng.skewed(1.4) * (last - first + 1));
}

/** Older vehicles have passed through more hands. */
export function pickOwners(rng: Rng, age: number): string {
  const r = rng.next();
  if (age === 0) return '1';
  if (age <= 2) return r < 0.95 ? '1' : '2';
  if (age <= 7) return r < 0.7 ? '1' : r < 0.95 ? '2' : '3';
  return r < 0.4 ? '1' : r < 0.8 ? '2' : r < 0.94 ? '3' : '4+';
}

/** Odometer reading for an age and a typical yearly distance. */
export function pickKm(rng: Rng, age: number, perYearMin: number, perYearMax: number): number {
  const perYear = rng.range(perYearMin, perYearMax);
  const km = Math.max(age, 0.3) * perYear * rng.range(0.7, 1.25) + rng.int(50, 1500);
  return Math.min(999_000, Math.round(km / 10) * 10);
}

/**
 * Used price from the new price: a drop when it leaves the showroom, then a yearly rate, a little
 * more for extra owners or heavy use, and the seller's own optimism (±8 %).
 */
export function usedPrice(
  rng: Rng,
  newPrice: number,
  age: number,
  yearly: number,
  owners: string,
  kmRatio: number,
): number {
  const ownerFactor = owners === '1' ? 1 : owners === '2' ? 0.95 : 0.9;
  const useFactor = Math.min(1.06, Math.max(0.85, 1 - (kmRatio - 1) * 0.12));
  return newPrice * 0.87 * yearly ** age * ownerFactor * useFactor * rng.range(0.92, 1.08);
}

export const OWNER_TEXT: Record<string, string> = {
  '1': 'First owner',
  '2': 'Second owner',
  '3': 'Third owner',
  '4+': 'Fourth owner',
};

export function validTill(rng: Rng, nowYear: number): string {
  return `${rng.pick(MONTHS)} ${nowYear + rng.int(0, 1)}`;
}

export function kmText(km: number): string {
  return `${num(km)} km`;
}

/**
 * What the seller vouches for (the card badges): young vehicles often still carry the maker's
 * warranty; most private sellers help with the RC transfer, some leave it to the buyer.
 */
export function vehiclePapers(rng: Rng, age: number): { warranty: string; documentTransfer: string } {
  return {
    warranty: rng.chance(age <= 3 ? 0.6 : 0.06) ? 'Yes' : 'No',
    documentTransfer: rng.chance(0.7) ? 'Yes' : 'No',
  };
}

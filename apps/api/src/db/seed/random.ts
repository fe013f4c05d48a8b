/**
 * A small seeded PRNG (mulberry32). Demo data must be identical on every machine and every run,
 * so nothing in the seed folder may call Math.random.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A value in [0, 1) leaning towards 0 (higher power = stronger lean). */
  skewed(power: number): number {
    return this.next() ** power;
  }
}

/** A weighted choice prepared once and drawn in O(log n). */
export class Weighted<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(entries: Iterable<readonly [T, number]>) {
    let sum = 0;
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      sum += weight;
      this.items.push(item);
      this.cumulative.push(sum);
    }
    if (this.items.length === 0) throw new Error('Weighted needs at least one positive weight');
    this.total = sum;
  }

  draw(rng: Rng): T {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

/** Derives an independent stream for a sub-task (e.g. photo n of ad m) from a seed and some numbers. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

import { LRUCache } from 'lru-cache';
import type { CacheBook, CacheStats } from '../../lib/answer-cache.ts';

/** What lru-cache keeps beside each id (its node, the number, the array), in bytes, roughly. */
const ENTRY_OVERHEAD_BYTES = 96;
/** A JavaScript string's characters are two bytes each, plus its header. */
const stringBytes = (s: string) => 2 * s.length + 16;

/**
 * Which legacy keys (`mobile/66`, `cars/160`) each Bazaar ad was answered under, so that a change
 * naming the ad's Bazaar id drops every kept answer of it. Bounded by bytes like the answer caches
 * and shown with them on /metrics: a hit is a change that found the keys it had to drop.
 */
export class AnsweredAs {
  private readonly lru: LRUCache<number, string[]>;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly maxBytes: number,
    book?: CacheBook,
  ) {
    this.lru = new LRUCache<number, string[]>({
      maxSize: maxBytes,
      sizeCalculation: (keys) => ENTRY_OVERHEAD_BYTES + keys.reduce((n, k) => n + stringBytes(k), 0),
    });
    book?.add(this);
  }

  /** Remembers that the ad `rowId` was answered under `key`. */
  add(rowId: number, key: string): void {
    const known = this.lru.get(rowId) ?? [];
    if (!known.includes(key)) this.lru.set(rowId, [...known, key]);
  }

  /** The keys the ad was answered under (none if it never was, or was forgotten). */
  keysOf(rowId: number): string[] {
    const keys = this.lru.get(rowId);
    if (keys) this.hits++;
    else this.misses++;
    return keys ?? [];
  }

  stats(): CacheStats {
    return {
      name: 'legacy-answered-as',
      entries: this.lru.size,
      bytes: this.lru.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
    };
  }
}

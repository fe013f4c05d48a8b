import { Gauge, type Registry } from 'prom-client';
import type { CacheBook, CacheStats } from '../../lib/answer-cache.ts';

/**
 * Each answer cache's bytes against its budget, its entries, and how often it answered without a
 * load: counters of hits and misses since start (rate them for a hit rate over time) and the hit
 * ratio since start, to read at a glance.
 */
export function cacheGauges(registry: Registry, book: CacheBook): void {
  const gauge = (name: string, help: string, value: (s: CacheStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const stats of book.stats()) this.set({ cache: stats.name }, value(stats));
      },
    });
  gauge('bazaar_cache_bytes', 'Bytes an answer cache holds (estimated per answer)', (s) => s.bytes);
  gauge('bazaar_cache_max_bytes', 'The byte budget of an answer cache', (s) => s.maxBytes);
  gauge('bazaar_cache_entries', 'Answers an answer cache holds', (s) => s.entries);
  gauge('bazaar_cache_hits', 'Asks an answer cache answered without a load, since start', (s) => s.hits);
  gauge('bazaar_cache_misses', 'Asks an answer cache had to load, since start', (s) => s.misses);
  gauge('bazaar_cache_hit_ratio', 'Hits over all asks of an answer cache, since start', (s) =>
    s.hits + s.misses === 0 ? 0 : s.hits / (s.hits + s.misses),
  );
}

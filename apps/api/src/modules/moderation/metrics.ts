import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { statsRepository } from './stats-repository.ts';

/** /metrics: what waits for operators and what they decided (one small query per scrape). */
export function moderationGauges(registry: Registry, db: Db): void {
  const stats = statsRepository(db);
  const gauge = new Gauge({
    name: 'bazaar_moderation',
    help: 'Moderation now: open reports, held ads, ads taken down, suspended accounts',
    labelNames: ['what'] as const,
    registers: [registry],
    async collect() {
      const t = await stats.totals();
      this.set({ what: 'open_reports' }, t.reports);
      this.set({ what: 'held_ads' }, t.held);
      this.set({ what: 'removals' }, t.removed);
      this.set({ what: 'suspensions' }, t.suspended);
    },
  });
  void gauge;
}

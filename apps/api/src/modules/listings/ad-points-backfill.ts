import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enqueue, isPending, type JobQueue } from '../jobs/index.ts';
import type { AdPointsRepository } from './ad-points-repository.ts';

export const AD_POINTS_JOB = 'listings.ad-points';

export interface AdPointsOptions {
  /** Ads looked at per step (by id): one short statement, a short lock on few rows. */
  batch: number;
  /** Pause between steps, so requests never queue behind the walk for long. */
  pauseMs: number;
}

export const AD_POINTS_DEFAULTS: AdPointsOptions = { batch: 2000, pauseMs: 100 };

interface Step extends Record<string, unknown> {
  run: string;
  after: number;
  n: number;
}

/**
 * Gives ads written before localities had points (no point, or their city's centre) their
 * locality's point, so distance lists place them right. Not in the migration: the points are
 * TypeScript (the catalogue), and one UPDATE of every ad would hold a million row locks in one
 * transaction. Instead a chain of small steps on the durable job queue walks the ads by id, as
 * the photo-hash backfill does; each step is one idempotent statement (an ad already placed is
 * left alone), so a step redone after a crash changes nothing twice. A run starts when a process
 * starts; once all ads are placed, its first step finds none and ends.
 */
export function adPointsBackfill(
  repo: AdPointsRepository,
  log: Pick<FastifyBaseLogger, 'info'>,
  opts: AdPointsOptions = AD_POINTS_DEFAULTS,
) {
  async function step(db: Db, { run, after, n }: Step): Promise<void> {
    // The first step looks whether any ad needs placing at all (a read of every ad, so on the
    // worker, not in the way of a start); most starts find none and end here.
    if (n === 0 && !(await repo.anyUnplaced())) return;
    const { last, placed } = await repo.placeBatch(after, opts.batch);
    if (placed) log.info({ run, placed }, 'ad points backfill: ads placed at their locality');
    if (last === null) {
      log.info({ run }, 'ad points backfill finished');
      return;
    }
    await enqueue(db, AD_POINTS_JOB, { run, after: last, n: n + 1 } satisfies Step, {
      runAt: new Date(Date.now() + opts.pauseMs),
      singletonKey: `${run}:${n + 1}`,
    });
  }

  return {
    register(jobs: JobQueue, db: Db) {
      jobs.work(AD_POINTS_JOB, (payload) => step(db, payload as Step));
    },

    /**
     * Starts a run unless one is under way; its first step finds whether any ad is unplaced.
     * Processes starting together within the same minute use the same run key, so one run starts.
     */
    async startIfNeeded(db: Db): Promise<boolean> {
      if (await isPending(db, AD_POINTS_JOB)) return false;
      const run = new Date().toISOString().slice(0, 16);
      await enqueue(db, AD_POINTS_JOB, { run, after: 0, n: 0 } satisfies Step, { singletonKey: `${run}:0` });
      return true;
    },
  };
}

export type AdPointsBackfill = ReturnType<typeof adPointsBackfill>;

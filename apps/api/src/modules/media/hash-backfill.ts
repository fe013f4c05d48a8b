import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { enqueue, isPending, type JobQueue } from '../jobs/index.ts';
import type { HashBackfillRepository } from './hash-backfill-repository.ts';
import type { PhotoHashes } from './photo-hash.ts';
import { PoolFull, type PhotoPool } from './photo-pool.ts';
import type { PhotoReader } from './photo-reader.ts';
import { fullFile } from './urls.ts';

export const HASH_BACKFILL_JOB = 'photos.hash-backfill';

export interface HashBackfillOptions {
  /** Photos hashed per step: small, so a step holds the shared photo pool briefly. */
  batch: number;
  /** Pause between steps, so requests' photos never wait behind the backfill for long. */
  pauseMs: number;
  /**
   * A step takes no new photo after this long. Jobs run one at a time per process, so a long step
   * would hold up the others (a saved search's alert waits behind it): this bounds the wait to
   * about this plus one photo, whatever the photos' sizes.
   */
  stepMs: number;
}

export const HASH_BACKFILL_DEFAULTS: HashBackfillOptions = { batch: 20, pauseMs: 2000, stepMs: 250 };

/** Photos this process has hashed in backfill runs (for /metrics). */
let hashedByThisProcess = 0;

interface Step extends Record<string, unknown> {
  /** Which run: steps of one run have keys of their own, so a step is enqueued once. */
  run: string;
  /** The last upload id done; the next step goes on after it. */
  after: number;
  /** The step's number in its run. */
  n: number;
}

/**
 * Hashes every stored photo that has no hashes yet (demo ads, imported ads, photos from before
 * hashing), so later ads that copy them are found. A run is a chain of small steps on the durable
 * job queue, each the next batch after the last upload id done, then the next step after a pause.
 * The rows are the progress (`hashed`): a process killed mid-step leaves its step leased, and
 * another process takes it over when the lease ends and redoes only what was not written.
 */
export function hashBackfill(
  repo: HashBackfillRepository,
  reader: PhotoReader,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  photos: PhotoPool,
  opts: HashBackfillOptions = HASH_BACKFILL_DEFAULTS,
) {
  async function hashOne(upload: { id: number; key: string }): Promise<void> {
    const bytes = await reader.read(fullFile(upload.key));
    let hashes: PhotoHashes | undefined;
    if (bytes)
      try {
        // Through the photo pool every upload goes through: never more photos at once than it allows.
        hashes = await photos.hashStored(bytes);
      } catch (err) {
        if (err instanceof PoolFull) throw err;
      }
    if (!hashes) {
      log.warn({ key: upload.key }, 'photo hash backfill: photo file missing or unreadable');
      await repo.giveUp(upload.id);
      return;
    }
    if (await repo.saveHashes(upload.id, hashes)) hashedByThisProcess++;
  }

  async function step(db: Db, { run, after, n }: Step): Promise<void> {
    // Demo ads' photos get upload rows first; they come after every older upload, so the
    // id-ordered walk reaches them in this run.
    const adopted = await repo.adoptListingPhotos(opts.batch);
    const batch = await repo.unhashed(after, opts.batch);
    const started = performance.now();
    let last = after;
    for (const upload of batch) {
      if (last !== after && performance.now() - started > opts.stepMs) break;
      try {
        await hashOne(upload);
      } catch (err) {
        // Uploads fill the photo pool: this photo waits for the next step.
        if (!(err instanceof PoolFull)) throw err;
        break;
      }
      last = upload.id;
    }
    if (batch.length === 0 && adopted === 0) {
      log.info({ run }, 'photo hash backfill finished');
      return;
    }
    // A step redone after its process died enqueues the same next step: the key keeps it one.
    await enqueue(db, HASH_BACKFILL_JOB, { run, after: last, n: n + 1 } satisfies Step, {
      runAt: new Date(Date.now() + opts.pauseMs),
      singletonKey: `${run}:${n + 1}`,
    });
  }

  return {
    /** This process works the backfill's steps. */
    register(jobs: JobQueue, db: Db) {
      jobs.work(HASH_BACKFILL_JOB, (payload) => step(db, payload as Step));
    },

    /**
     * Starts a run when photos lack hashes and no run is under way. Processes starting together
     * compute the same run key from the same rows, so one run starts.
     */
    async startIfNeeded(db: Db): Promise<boolean> {
      if ((await repo.remaining()) === 0 || (await isPending(db, HASH_BACKFILL_JOB))) return false;
      const { firstUnhashed, lastUpload } = await repo.runBounds();
      const run = `${firstUnhashed}-${lastUpload}`;
      await enqueue(db, HASH_BACKFILL_JOB, { run, after: 0, n: 0 } satisfies Step, {
        singletonKey: `${run}:0`,
      });
      return true;
    },
  };
}

const REMAINING_COUNT_REUSE_MS = 60_000;

/** /metrics: stored photos still without hashes (one indexed count), and photos this process hashed. */
export function hashBackfillGauges(
  registry: Registry,
  repo: Pick<HashBackfillRepository, 'remaining'>,
): void {
  // Counting reads every photo row (about a second at millions), and scrapes come every few
  // seconds: a count is reused for a minute, which is as fresh as a backfill's progress needs.
  let counted: { n: number; at: number } | undefined;
  const remaining = new Gauge({
    name: 'bazaar_photo_hash_backfill_remaining',
    help: 'Stored photos without their hashes (the backfill job hashes them); counted at most once a minute',
    registers: [registry],
    async collect() {
      if (!counted || Date.now() - counted.at > REMAINING_COUNT_REUSE_MS) {
        counted = { n: await repo.remaining(), at: Date.now() };
      }
      this.set(counted.n);
    },
  });
  const hashed = new Gauge({
    name: 'bazaar_photo_hash_backfill_hashed',
    help: 'Photos this process has hashed in backfill runs since it started',
    registers: [registry],
    collect() {
      this.set(hashedByThisProcess);
    },
  });
  void remaining;
  void hashed;
}

export type HashBackfill = ReturnType<typeof hashBackfill>;

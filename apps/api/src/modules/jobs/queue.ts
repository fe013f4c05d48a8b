import type { Db } from '../../db/client.ts';
import type { LiveEvents } from '../../db/live-events.ts';
import type { Tx } from '../../db/client.ts';
import {
  JOBS_WAKE_PAYLOAD,
  jobsRepository,
  type ClaimedJob,
  type EnqueueOptions,
  type NextJob,
} from './repository.ts';

export type { EnqueueOptions } from './repository.ts';

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;

export interface JobQueueOptions {
  /** Idle pause between looks for due jobs; 0 starts no background loop (tests call drain()). */
  pollMs: number;
  /** How long a claimed job is this process's; afterwards another process may take it over. */
  leaseMs: number;
  log: { error(obj: object, msg: string): void };
  /** The database's live channel: a job enqueued by any process wakes this one's worker. */
  events?: LiveEvents;
}

const BATCH = 10;
/** How long a done job's row is kept (a singleton, a schedule's slot, must not run again). */
export const DONE_KEPT_MS = 7 * 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * Adds a job in the caller's transaction (pass the `tx` that makes the change the job is about:
 * a rollback takes the job with it, a commit makes it durable).
 */
export async function enqueue(
  tx: Db | Tx,
  name: string,
  payload: Record<string, unknown> = {},
  opts: EnqueueOptions = {},
): Promise<void> {
  await jobsRepository(tx as Db).add(tx, name, payload, opts);
}

/** Whether a job of this name is waiting or running: a chain of steps (a backfill) is under way. */
export function isPending(db: Db, name: string): Promise<boolean> {
  return jobsRepository(db).pending(name);
}

/**
 * The slot of a repeating job that comes after `now`: slots are fixed moments (multiples of the
 * interval since the epoch), so every process names the same slot the same way and its unique
 * key lets only one row, hence one run, exist per slot.
 */
export function nextSlot(intervalMs: number, now: number): NextJob {
  const at = (Math.floor(now / intervalMs) + 1) * intervalMs;
  const slot = new Date(at).toISOString();
  return { payload: { slot }, opts: { singletonKey: `every:${slot}`, runAt: new Date(at) } };
}

/**
 * Durable jobs on the database, worked by every API process. A job is claimed for a lease and
 * marked done when its handler returns; a handler that throws is retried with backoff. A process
 * that dies mid-job leaves it locked until the lease runs out, then another process runs it again:
 * handlers must be idempotent (write with unique keys), which gives effectively-once results.
 */
export function jobQueue(db: Db, opts: JobQueueOptions) {
  const repo = jobsRepository(db);
  const handlers = new Map<string, JobHandler>();
  /** Repeating jobs' intervals, by name (see every()). */
  const repeating = new Map<string, number>();
  let schedulesChecked = false;
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another in a process; stop() waits for the one in hand.
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastSweep = 0;
  let unsubscribe: (() => void) | undefined;

  async function runOne(job: ClaimedJob) {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job.payload, job);
      await repo.complete(job, following(job.name));
    } catch (err) {
      opts.log.error({ err, job: job.name, id: job.id, attempt: job.attempts }, 'job failed');
      const retryInMs = Math.min(2 ** job.attempts * 1000, 3600 * 1000);
      await repo
        .fail(job, err instanceof Error ? err.message : String(err), retryInMs, following(job.name))
        .catch(() => {});
    }
  }

  /** A repeating job's next slot after this moment (none for a one-off job). */
  function following(name: string): NextJob | undefined {
    const interval = repeating.get(name);
    return interval === undefined ? undefined : nextSlot(interval, Date.now());
  }

  /**
   * Every repeating job has the row of the slot it is in and of its next slot (adding one that
   * exists does nothing). Done at a process's first pass and at each sweep: a new install runs the
   * job at once and gets its schedule; a restart keeps it and does not run a slot that already ran
   * (its done row is kept longer than the slot lasts; longer intervals skip this).
   */
  async function checkSchedules() {
    const now = Date.now();
    for (const [name, interval] of repeating) {
      if (interval < DONE_KEPT_MS) {
        const current = nextSlot(interval, now - interval);
        await repo.add(db, name, current.payload, current.opts);
      }
      const next = nextSlot(interval, now);
      await repo.add(db, name, next.payload, next.opts);
    }
    schedulesChecked = true;
  }

  /** Claims and runs due jobs until none is left; gives how many ran. */
  async function drainOnce(): Promise<number> {
    let ran = 0;
    if (!schedulesChecked && !stopped) await checkSchedules();
    for (;;) {
      if (stopped) break;
      const claimed = await repo.claim([...handlers.keys()], BATCH, opts.leaseMs);
      if (claimed.length === 0) break;
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
    }
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await repo.sweepDone(DONE_KEPT_MS);
      await checkSchedules();
    }
    return ran;
  }

  function drain(): Promise<number> {
    const pass = chain.then(drainOnce);
    chain = pass.catch(() => {});
    return pass;
  }

  function schedule(delay: number) {
    if (stopped || opts.pollMs === 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    await drain().catch((err: unknown) => {
      // Database away: look again later, like any idle round.
      opts.log.error({ err }, 'job polling failed');
    });
    // A wake-up meanwhile has already set the next round.
    if (!timer) schedule(opts.pollMs);
  }

  return {
    /** Registers the handler of a job name; this process then works such jobs. */
    work(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },
    /**
     * A job run once every `intervalMs` across all processes, at fixed slots (multiples of the
     * interval). Its schedule lives in the jobs table as the next slot's row, so it survives
     * restarts; each run's completion (or its last failed attempt) adds the slot after it. A
     * process that was down runs a missed slot once when it comes back, not every missed slot.
     */
    every(name: string, intervalMs: number, handler: JobHandler) {
      if (!(intervalMs >= 1000)) throw new Error(`The interval of ${name} must be at least a second`);
      repeating.set(name, intervalMs);
      handlers.set(name, handler);
      schedulesChecked = false;
    },
    enqueue,
    /** Runs every due job now (tests run jobs deterministically this way); resolves when none is left. */
    drain,
    /** Claims without running: what a process that dies mid-job leaves behind (tests). */
    claim: (limit = BATCH) => repo.claim([...handlers.keys()], limit, opts.leaseMs),
    start() {
      stopped = false;
      if (opts.pollMs === 0) return;
      unsubscribe ??= opts.events?.subscribe((payload) => {
        if (payload === JOBS_WAKE_PAYLOAD) schedule(0);
      });
      schedule(opts.pollMs);
    },
    /** Stops polling and waits for the job in hand: `app.close()` calls it before the database closes. */
    async stop() {
      stopped = true;
      unsubscribe?.();
      unsubscribe = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;

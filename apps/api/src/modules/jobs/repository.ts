import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { LIVE_CHANNEL } from '../../db/live-events.ts';
import { jobs } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** At most one job of this name and key, ever: enqueueing it again does nothing. */
  singletonKey?: string;
  maxAttempts?: number;
}

/** A job to add after another one finishes (see complete and fail). */
export interface NextJob {
  payload: Record<string, unknown>;
  opts: EnqueueOptions;
}

/** What every process hears, at the enqueueing transaction's commit, on the live channel. */
export const JOBS_WAKE_PAYLOAD = JSON.stringify({ type: 'jobs', to: [] });

export interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** Jobs are rows; this is the only place that reads or writes them. */
export function jobsRepository(db: Db) {
  return {
    /** Whether a job of this name is waiting or running (or held by a process that may have died). */
    async pending(name: string): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(sql`${jobs.name} = ${name} and ${jobs.doneAt} is null and ${jobs.failedAt} is null`)
        .limit(1);
      return rows.length > 0;
    },

    /** Adds a job inside the caller's transaction: it exists exactly when the caller's change does. */
    async add(executor: Db | Tx, name: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
      await executor
        .insert(jobs)
        .values({
          name,
          payload,
          runAt: opts.runAt ?? sql`now()`,
          singletonKey: opts.singletonKey ?? null,
          maxAttempts: opts.maxAttempts ?? 5,
        })
        .onConflictDoNothing({
          target: [jobs.name, jobs.singletonKey],
          where: sql`${jobs.singletonKey} is not null`,
        });
      // NOTIFY inside the transaction is delivered when it commits (never if it rolls back): idle
      // workers in every process start at once instead of at their next poll.
      if (!opts.runAt || opts.runAt.getTime() <= Date.now())
        await executor.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JOBS_WAKE_PAYLOAD})`);
    },

    /**
     * Takes up to `limit` due jobs of these names for `leaseMs`. SKIP LOCKED lets every process
     * claim at once without waiting on each other or taking the same row; a lease that ran out
     * (its process died) makes the job due again.
     */
    async claim(names: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      if (names.length === 0) return [];
      const rows = await rowsOf<{
        id: string | number;
        name: string;
        payload: Record<string, unknown>;
        attempts: number;
        max_attempts: number;
      }>(
        db,
        sql`update ${jobs} set locked_until = now() + ${leaseMs} * interval '1 millisecond',
                               attempts = attempts + 1
            where id in (
              select id from ${jobs}
              where done_at is null and failed_at is null and run_at <= now()
                and (locked_until is null or locked_until < now())
                and name in (${sql.join(
                  names.map((n) => sql`${n}`),
                  sql`, `,
                )})
              order by run_at, id
              limit ${limit}
              for update skip locked)
            returning id, name, payload, attempts, max_attempts`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        payload: r.payload,
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
      }));
    },

    /**
     * Done; kept a few days (a singleton must not run again), then swept. `then` adds the job that
     * follows (a schedule's next slot) in the same transaction: the schedule is never left without
     * its next row, whatever moment the process dies at.
     */
    async complete(job: ClaimedJob, then?: NextJob) {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update ${jobs} set done_at = now(), locked_until = null
              where id = ${job.id} and attempts = ${job.attempts}`,
        );
        if (then) await this.add(tx, job.name, then.payload, then.opts);
      });
    },

    /** Tried again later with a growing pause, or given up after its last attempt. */
    async fail(job: ClaimedJob, error: string, retryInMs: number, thenIfLast?: NextJob) {
      const last = job.attempts >= job.maxAttempts;
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update ${jobs} set locked_until = null, last_error = ${error.slice(0, 2000)},
                run_at = now() + ${retryInMs} * interval '1 millisecond',
                failed_at = ${last ? sql`now()` : sql`null`}
              where id = ${job.id} and attempts = ${job.attempts}`,
        );
        // A schedule's slot that gave up still leaves the next slot behind it.
        if (last && thenIfLast) await this.add(tx, job.name, thenIfLast.payload, thenIfLast.opts);
      });
    },

    /**
     * Finished jobs older than this are forgotten. Only done rows go: a schedule's next slot is
     * never done, so the schedule stays; a slot already swept is in the past and no process adds a
     * past slot again (each adds the next one after its clock).
     */
    async sweepDone(olderThanMs: number) {
      await db.execute(
        sql`delete from ${jobs} where done_at < now() - ${olderThanMs} * interval '1 millisecond'`,
      );
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;

import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { DONE_KEPT_MS, jobQueue, nextSlot } from './queue.ts';
import { jobsRepository } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const silent = { error: () => {} };
const HOUR = 3600 * 1000;

const rowsOf = (name: string) =>
  t.database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.runAt);
const pendingOf = (name: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), isNull(jobs.doneAt), isNull(jobs.failedAt)));

/**
 * Time passes: the pending slot of this job becomes a slot of the past that is due now (its key
 * with it, as the clock has moved beyond it; a retried slot keeps its key).
 */
const makeDue = (name: string) =>
  t.database.db.execute(
    sql`update ${jobs} set run_at = now(),
          singleton_key = case when attempts = 0 then 'every:past-' || id else singleton_key end
        where name = ${name} and done_at is null and failed_at is null`,
  );

/** A failed slot's retry, brought forward as time would (the schedule's next slot stays put). */
const retryNow = (name: string) =>
  t.database.db.execute(
    sql`update ${jobs} set run_at = now()
        where name = ${name} and attempts > 0 and done_at is null and failed_at is null`,
  );

const queueOf = () => jobQueue(t.database.db, { pollMs: 0, leaseMs: 60_000, log: silent });

describe('repeating jobs', () => {
  it('names the same slot the same way in every process', () => {
    const a = nextSlot(HOUR, Date.parse('2026-11-26T10:05:00Z'));
    const b = nextSlot(HOUR, Date.parse('2026-11-26T10:59:59Z'));
    expect(a).toEqual(b);
    expect(a.opts.runAt!.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(nextSlot(HOUR, Date.parse('2026-11-26T11:00:00Z')).opts.singletonKey).toBe(
      'every:2026-11-26T12:00:00.000Z',
    );
  });

  it('runs a slot once when two processes work the same schedule', async () => {
    const name = 'test.every-two';
    const [a, b] = [queueOf(), queueOf()];
    let runs = 0;
    for (const q of [a, b]) q.every(name, HOUR, async () => void runs++);
    await Promise.all([a.drain(), b.drain()]);
    // A new install: both processes put the slot they are in (run at once) and the next in place,
    // one row each.
    expect(runs).toBe(1);
    expect(await rowsOf(name)).toHaveLength(2);
    await makeDue(name);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs).toBe(2);
    // The run's completion added the slot after it, not yet due.
    const pending = await pendingOf(name);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    await Promise.all([a.stop(), b.stop()]);
  });

  it('keeps its schedule across a restart and runs a missed slot once', async () => {
    const name = 'test.every-restart';
    const first = queueOf();
    let runs = 0;
    first.every(name, HOUR, async () => void runs++);
    await first.drain();
    await first.stop();
    expect(runs).toBe(1);
    // Back within the same slot: it does not run again.
    const again = queueOf();
    again.every(name, HOUR, async () => void runs++);
    await again.drain();
    await again.stop();
    expect(runs).toBe(1);
    // The process was away when the next slot came (and the one after).
    await makeDue(name);
    const second = queueOf();
    second.every(name, HOUR, async () => void runs++);
    await second.drain();
    expect(runs).toBe(2);
    expect(await pendingOf(name)).toHaveLength(1);
    await second.stop();
  });

  it('retries a failed run, and a slot that gives up still leaves the next one', async () => {
    const name = 'test.every-fails';
    const queue = queueOf();
    let runs = 0;
    queue.every(name, HOUR, async () => {
      runs++;
      if (runs < 3) throw new Error('database away');
    });
    // The slot it starts in fails.
    await queue.drain();
    expect(runs).toBe(1);
    // The retry of the same slot, brought forward as time would.
    await retryNow(name);
    await queue.drain();
    expect(runs).toBe(2);
    await retryNow(name);
    await queue.drain();
    expect(runs).toBe(3);
    const all = await rowsOf(name);
    expect(all.filter((j) => j.doneAt)).toHaveLength(1);
    expect(all.find((j) => j.doneAt)!.attempts).toBe(3);
    expect(await pendingOf(name)).toHaveLength(1);
    await queue.stop();

    const givesUp = 'test.every-gives-up';
    const q = queueOf();
    q.every(givesUp, HOUR, async () => {
      throw new Error('always');
    });
    await q.drain();
    // The slot it started in is retried later; this one has a single attempt.
    await t.database.db.execute(sql`update ${jobs} set max_attempts = 1 where name = ${givesUp}`);
    await t.database.db.execute(
      sql`update ${jobs} set failed_at = now() where name = ${givesUp} and attempts > 0`,
    );
    await makeDue(givesUp);
    await q.drain();
    const rows = await rowsOf(givesUp);
    expect(rows.filter((j) => j.failedAt)).toHaveLength(2);
    expect(await pendingOf(givesUp)).toHaveLength(1);
    await q.stop();
  });

  it('survives the sweep of done jobs: the slot that ran stays done, the next slot stays due', async () => {
    const name = 'test.every-swept';
    const queue = queueOf();
    let runs = 0;
    queue.every(name, HOUR, async () => void runs++);
    await queue.drain();
    expect(runs).toBe(1);
    const repo = jobsRepository(t.database.db);
    // The real sweep keeps the slot that just ran: a restarted process does not run it again.
    await repo.sweepDone(DONE_KEPT_MS);
    const again = queueOf();
    again.every(name, HOUR, async () => void runs++);
    await again.drain();
    expect(runs).toBe(1);
    // Sweeping every done row leaves the next slot, which still runs when due.
    await repo.sweepDone(0);
    const left = await rowsOf(name);
    expect(left).toHaveLength(1);
    expect(left[0]!.doneAt).toBeNull();
    await makeDue(name);
    await again.drain();
    expect(runs).toBe(2);
    expect(await pendingOf(name)).toHaveLength(1);
    await Promise.all([queue.stop(), again.stop()]);
  });
});

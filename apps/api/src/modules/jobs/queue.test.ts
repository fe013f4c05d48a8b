import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { carAd } from '../../test/http-visitor.ts';
import { as } from '../../test/social.ts';
import { enqueue, jobQueue } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  // The worker as in production: polling on its own (tests elsewhere run jobs with drain()).
  t = await testApp({ JOBS_POLL_MS: '5000' });
});
afterAll(() => t.close());

const silent = { error: () => {} };

describe('the job queue', () => {
  it('runs a job enqueued by a commit at once, without waiting for its next poll', async () => {
    const buyer = await signedIn(t);
    const seller = await signedIn(t);
    await as(t, buyer.cookie).post('/api/saved-searches', { query: { q: 'creta' } });
    const ad = await as(t, seller.cookie).post('/api/listings', carAd('Hyundai Creta SX', 450000, []));
    expect(ad.status).toBe(201);
    // Well under the 5 s poll: the enqueueing commit's NOTIFY woke the worker.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(notifications).where(eq(notifications.listingId, ad.body.id)))
            .length,
        { timeout: 3000, interval: 50 },
      )
      .toBe(1);
  });

  it('keeps a job enqueued in a transaction that rolls back out of the table', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.rolled-back', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.rolled-back'))).toHaveLength(0);
  });

  it('runs a singleton once, retries a failure with backoff, and gives up after the last attempt', async () => {
    const queue = jobQueue(t.database.db, { pollMs: 0, leaseMs: 60_000, log: silent });
    const seen: unknown[] = [];
    queue.work('test.once', async (p) => void seen.push(p));
    let failures = 0;
    queue.work('test.fails', async () => {
      failures++;
      throw new Error('always');
    });
    await enqueue(t.database.db, 'test.once', { day: 'a' }, { singletonKey: 'a' });
    await enqueue(t.database.db, 'test.once', { day: 'a' }, { singletonKey: 'a' });
    await enqueue(t.database.db, 'test.fails', {}, { maxAttempts: 2 });
    await queue.drain();
    expect(seen).toEqual([{ day: 'a' }]);
    expect(failures).toBe(1);
    // Its retry is due later; bring it forward as time would.
    await t.database.db.execute(sql`update ${jobs} set run_at = now() where name = 'test.fails'`);
    await queue.drain();
    expect(failures).toBe(2);
    const [failed] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.fails'));
    expect(failed!.failedAt).not.toBeNull();
    await t.database.db.execute(sql`update ${jobs} set run_at = now() where name = 'test.fails'`);
    await queue.drain();
    expect(failures).toBe(2);
    await queue.stop();
  });

  it('a stopped worker takes no more jobs', async () => {
    const queue = jobQueue(t.database.db, { pollMs: 20, leaseMs: 60_000, log: silent });
    let ran = 0;
    queue.work('test.after-stop', async () => void ran++);
    queue.start();
    await queue.stop();
    await enqueue(t.database.db, 'test.after-stop', {});
    await new Promise((r) => setTimeout(r, 100));
    expect(ran).toBe(0);
  });
});

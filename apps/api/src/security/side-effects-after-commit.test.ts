import type { ConversationSummary } from '@bazaar/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages, reports } from '../db/schema.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';

// Threat: a chat message is stored, then a side effect after the commit (the automatic scam
// report) fails and the sender gets a 500 for a message that went through, so they send it again.
// Side effects go with the message's transaction (the report as a durable job, live events as
// NOTIFY at commit); a failing job is logged and retried, never the person's error.

let t: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await testApp(
    { LOG_LEVEL: 'error' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});
afterAll(() => t.close());

const TRICKS = [
  'Send me the OTP that came on your phone',
  'Scan this QR code to receive the payment',
  'Pay 1500 courier charges first and I will ship it',
];

/** Inserting a scam report fails, as a full disk or a lost connection would make it. */
async function breakScamReports(broken: boolean) {
  const db = t.database.db;
  if (!broken) {
    await db.execute(sql`drop trigger if exists scam_reports_fail on reports`);
    return;
  }
  await db.execute(sql`create or replace function scam_reports_fail() returns trigger language plpgsql as $$
    begin
      if new.reason = 'scam_messages' then raise exception 'reports are unavailable'; end if;
      return new;
    end $$`);
  await db.execute(sql`create trigger scam_reports_fail before insert on reports
    for each row execute function scam_reports_fail()`);
}

describe('side effects after a chat message is stored', () => {
  it('a failing automatic scam report neither fails the message nor is lost', async () => {
    const seller = await signedIn(t, { name: 'Seller' });
    const scammer = await signedIn(t, { name: 'Quick Buyer' });
    const who = as(t, scammer.cookie);
    const ads = await Promise.all(TRICKS.map(() => createListing(t.database.db, seller.user.id)));
    await breakScamReports(true);
    try {
      for (const [i, ad] of ads.entries()) {
        const c = (await who.post(`/api/listings/${ad.id}/conversation`)).body as ConversationSummary;
        const sent = await who.post(`/api/conversations/${c.id}/messages`, { body: TRICKS[i]! });
        expect(sent.status, `message ${i + 1}: ${JSON.stringify(sent.body)}`).toBe(201);
      }
      const stored = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.senderId, scammer.user.id));
      expect(stored).toHaveLength(3);

      // The report's job fails while reports cannot be written: logged, kept for another try.
      await t.app.jobs.drain();
      expect(lines.some((l) => l.msg === 'job failed')).toBe(true);
    } finally {
      await breakScamReports(false);
    }
    // Retried once due (the backoff moved forward): the report arrives.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(sql`${jobs.doneAt} is null`);
    await t.app.jobs.drain();
    const filed = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.subjectUserId, scammer.user.id), eq(reports.reason, 'scam_messages')));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ listingId: ads[2]!.id, status: 'open' });
  });
});

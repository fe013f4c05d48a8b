import {
  RATE_LIMITS,
  type AuditPage,
  type ListingsPage,
  type MyListings,
  type NotificationsPage,
  type Queue,
} from '@bazaar/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn, TEST_PASSWORD } from '../../test/auth.ts';
import { SETTLED_ACCOUNT, createListing } from '../../test/factories.ts';
import { as } from '../../test/social.ts';
import { personWithStanding, reportFrom } from '../../test/standing.ts';
import { carAd } from '../../test/http-visitor.ts';
import { uploadIds } from '../../test/uploads.ts';
import { automaticReports } from './automatic-reports.ts';
import { signedInStaff } from './test-staff.ts';
import { sitemapAdIds } from '../../test/sitemap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const auditRows = async (targetId: number, targetType: 'listing' | 'user' = 'listing') =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.targetType, targetType)))
    .orderBy(auditLog.id);

async function publicIds(viewer: ReturnType<typeof as>) {
  const res = await viewer.get('/api/listings?limit=60&includeSold=true');
  return (res.body as ListingsPage).items.map((i) => i.id);
}

describe('reports, the hold, decisions and the appeal', () => {
  it('report → hold at 3 → remove → seller told → appeal → restore, one audit row per step', async () => {
    const seller = await signedIn(t, { name: 'Sanjay Seller' });
    const reporters = await Promise.all([1, 2, 3].map((n) => personWithStanding(t, `Reporter ${n}`)));
    const operator = await signedInStaff(t, 'operator');
    const ad = await createListing(t.database.db, seller.user.id, {
      title: 'Honda City 2019 cheap advance booking',
    });
    const me = as(t, seller.cookie);
    const op = as(t, operator.cookie);
    const first = as(t, reporters[0]!.cookie);

    // The first report is thanked; the same person again gets a friendly 409; others count.
    const filed = await first.post(`/api/listings/${ad.id}/report`, {
      reason: 'fraud_scam',
      detail: 'Asks for advance',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.message).toMatch(/thank you/i);
    const again = await first.post(`/api/listings/${ad.id}/report`, {
      reason: 'other',
      detail: 'Still a scam',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reported');
    expect((await first.post(`/api/listings/${ad.id}/report`, { reason: 'other' })).status).toBe(400);
    expect((await me.post(`/api/listings/${ad.id}/report`, { reason: 'offensive' })).status).toBe(403);
    await reportFrom(t, reporters[1]!, ad.id, 'fraud_scam');
    expect(await publicIds(first)).toContain(ad.id);
    await reportFrom(t, reporters[2]!, ad.id, 'duplicate_ad');

    // Held: gone from lists, the ad page and the legacy API; its seller sees it under review.
    expect(await publicIds(first)).not.toContain(ad.id);
    expect((await first.get(`/api/listings/${ad.id}`)).status).toBe(404);
    expect((await first.get(`/api/legacy/cars/${ad.id}`)).status).toBe(404);
    expect((await me.get(`/api/listings/${ad.id}`)).status).toBe(200);
    expect((await op.get(`/api/listings/${ad.id}`)).status).toBe(200);
    const mine = (await me.get('/api/me/listings')).body as MyListings;
    expect(mine.items.find((i) => i.id === ad.id)?.status).toBe('held');
    expect((await first.post(`/api/listings/${ad.id}/conversation`)).status).toBe(404);

    // The queue has it, with its three reports.
    const queue = (await op.get('/api/admin/queue')).body as Queue;
    const item = queue.items.find((i) => i.listing.id === ad.id)!;
    expect(item.reporters).toBe(3);
    expect(item.reports.map((r) => r.reason).sort()).toEqual(['duplicate_ad', 'fraud_scam', 'fraud_scam']);
    expect(item.seller).toMatchObject({ id: seller.user.id, ads: 1, reports: 3, removals: 0 });

    // Removed with a reason: the seller is told it and sees it in My Ads; reporters hear the outcome.
    expect((await op.post(`/api/admin/listings/${ad.id}/remove`, { reason: '' })).status).toBe(400);
    const removed = await op.post(`/api/admin/listings/${ad.id}/remove`, { reason: 'Advance payment scam' });
    expect(removed.body).toEqual({ status: 'taken_down' });
    const myAd = ((await me.get('/api/me/listings')).body as MyListings).items.find((i) => i.id === ad.id)!;
    expect(myAd).toMatchObject({
      status: 'taken_down',
      moderationReason: 'Advance payment scam',
      appealed: false,
    });
    const sellerBell = (await me.get('/api/notifications')).body as NotificationsPage;
    expect(sellerBell.items[0]).toMatchObject({
      kind: 'ad_taken_down',
      data: { reason: 'Advance payment scam' },
    });
    const reporterBell = (await first.get('/api/notifications')).body as NotificationsPage;
    expect(reporterBell.items[0]).toMatchObject({ kind: 'report_outcome', data: { outcome: 'removed' } });
    expect(((await op.get('/api/admin/queue')).body as Queue).items.map((i) => i.listing.id)).not.toContain(
      ad.id,
    );
    expect((await me.post(`/api/listings/${ad.id}/republish`)).status).toBe(409);

    // One appeal, with text: back in the queue; a second one is refused.
    expect((await me.post(`/api/me/listings/${ad.id}/appeal`, { text: 'short' })).status).toBe(400);
    const appeal = 'It is my own car, the papers are in my name. Please look again.';
    expect((await me.post(`/api/me/listings/${ad.id}/appeal`, { text: appeal })).status).toBe(200);
    expect((await me.post(`/api/me/listings/${ad.id}/appeal`, { text: appeal })).body.error.code).toBe(
      'already_appealed',
    );
    const appealed = ((await op.get('/api/admin/queue')).body as Queue).items.find(
      (i) => i.listing.id === ad.id,
    )!;
    expect(appealed.listing.appeal).toBe(appeal);

    // Restored: public again, the seller hears it, the queue is empty of it.
    expect(
      (await op.post(`/api/admin/listings/${ad.id}/restore`, { reason: 'Papers check out' })).body,
    ).toEqual({
      status: 'active',
    });
    expect(await publicIds(first)).toContain(ad.id);
    expect(((await me.get('/api/notifications')).body as NotificationsPage).items[0]?.kind).toBe(
      'ad_restored',
    );
    expect(((await op.get('/api/admin/queue')).body as Queue).items.map((i) => i.listing.id)).not.toContain(
      ad.id,
    );

    const rows = await auditRows(ad.id);
    expect(rows.map((r) => [r.action, r.statusBefore, r.statusAfter])).toEqual([
      ['hold', 'active', 'held'],
      ['remove', 'held', 'taken_down'],
      ['appeal', 'taken_down', 'taken_down'],
      ['restore', 'taken_down', 'active'],
    ]);
    expect(rows.find((r) => r.action === 'remove')).toMatchObject({
      actorId: operator.user.id,
      reason: 'Advance payment scam',
    });

    // Searchable in the console, by target, action, operator and text.
    const byTarget = (await op.get(`/api/admin/audit?targetId=${ad.id}`)).body as AuditPage;
    expect(byTarget.items).toHaveLength(4);
    const byText = (await op.get('/api/admin/audit?q=payment%20scam&action=remove')).body as AuditPage;
    expect(byText.items.map((i) => i.targetId)).toContain(ad.id);
    const byOperator = (await op.get(`/api/admin/audit?operator=${operator.user.email}`)).body as AuditPage;
    expect(byOperator.items.every((i) => i.operator === operator.user.email)).toBe(true);
  });

  it('dismissing a held ad brings it back and tells its reporters nothing was wrong', async () => {
    const seller = await signedIn(t);
    const reporter = await signedIn(t);
    const op = as(t, (await signedInStaff(t, 'operator')).cookie);
    const ad = await createListing(t.database.db, seller.user.id, { status: 'sold' });
    await as(t, reporter.cookie).post(`/api/listings/${ad.id}/report`, { reason: 'already_sold' });
    await t.database.db
      .update(listings)
      .set({ status: 'held', statusBefore: 'sold' })
      .where(eq(listings.id, ad.id));
    expect(
      (await op.post(`/api/admin/listings/${ad.id}/dismiss`, { reason: 'Marked sold already' })).body,
    ).toEqual({
      status: 'sold',
    });
    const bell = (await as(t, reporter.cookie).get('/api/notifications')).body as NotificationsPage;
    expect(bell.items[0]).toMatchObject({ kind: 'report_outcome', data: { outcome: 'kept' } });
    expect((await auditRows(ad.id)).map((r) => r.action)).toEqual(['dismiss']);
  });

  it("reports on received chat messages name their sender; a person's own message cannot be reported", async () => {
    const seller = await signedIn(t);
    const buyer = await signedIn(t, { name: 'Pushy Buyer' });
    const ad = await createListing(t.database.db, seller.user.id);
    const convo = await as(t, buyer.cookie).post(`/api/listings/${ad.id}/conversation`);
    const sent = await as(t, buyer.cookie).post(`/api/conversations/${convo.body.id}/messages`, {
      body: 'Pay the token amount on this UPI first',
    });
    const url = `/api/conversations/${convo.body.id}/messages/${sent.body.id}/report`;
    expect((await as(t, buyer.cookie).post(url, { reason: 'fraud_scam' })).status).toBe(409);
    expect((await as(t, (await signedIn(t)).cookie).post(url, { reason: 'fraud_scam' })).status).toBe(404);
    expect((await as(t, seller.cookie).post(url, { reason: 'fraud_scam' })).status).toBe(201);
    const op = as(t, (await signedInStaff(t, 'operator')).cookie);
    const item = ((await op.get('/api/admin/queue')).body as Queue).items.find(
      (i) => i.listing.id === ad.id,
    )!;
    expect(item.reports[0]).toMatchObject({
      subject: { id: buyer.user.id, name: 'Pushy Buyer' },
      message: 'Pay the token amount on this UPI first',
    });
  });

  it('limits how many reports one account files in an hour', async () => {
    const reporter = as(t, (await signedIn(t, SETTLED_ACCOUNT)).cookie);
    const seller = await signedIn(t);
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMITS.reports.max.ordinary + 1; i++) {
      const ad = await createListing(t.database.db, seller.user.id);
      codes.push((await reporter.post(`/api/listings/${ad.id}/report`, { reason: 'wrong_category' })).status);
    }
    expect(codes.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('prohibited words', () => {
  it('hold an ad at posting and at editing, with an automatic report in the queue', async () => {
    const seller = await signedIn(t);
    const me = as(t, seller.cookie);
    const op = as(t, (await signedInStaff(t, 'operator')).cookie);
    const photos = await uploadIds(t, seller.cookie, 1);
    const created = await me.post('/api/listings', {
      ...carAd('Hyundai Creta 2019 with a desi katta in the boot', 900000, photos),
      description: 'Diesel, single owner. कट्टा भी मिलेगा।',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect((await me.get('/api/me/listings')).body.items[0]).toMatchObject({ id, status: 'held' });
    expect(await publicIds(me)).not.toContain(id);
    const item = ((await op.get('/api/admin/queue')).body as Queue).items.find((i) => i.listing.id === id)!;
    expect(item.reports[0]).toMatchObject({ reason: 'prohibited_words', automatic: true, reporter: null });
    expect(item.reports[0]!.detail).toContain('desi katta');
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['hold']);
    // Nowhere public: not in suggestions (its words), the sitemap or the legacy API.
    const suggest = await t.app.inject({ url: '/api/search/suggest?q=katta' });
    expect(suggest.json().items).toEqual([]);
    expect(await sitemapAdIds(t)).not.toContain(id);
    expect((await me.get('/api/legacy/cars')).body.map((a: { id: number }) => a.id)).not.toContain(id);

    // An edit that brings a prohibited word in holds an ad that was live.
    const clean = await me.post(
      '/api/listings',
      carAd('Hyundai Creta 2020', 950000, await uploadIds(t, seller.cookie, 1)),
    );
    expect(clean.status).toBe(201);
    expect(await publicIds(me)).toContain(clean.body.id);
    const editPhotos = await uploadIds(t, seller.cookie, 1);
    const edited = await me.patch(`/api/listings/${clean.body.id}`, {
      ...carAd('Hyundai Creta 2020, tiger skin seat covers', 950000, editPhotos),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await publicIds(me)).not.toContain(clean.body.id);
    expect((await auditRows(clean.body.id)).map((r) => [r.action, r.statusAfter])).toEqual([
      ['hold', 'held'],
    ]);
  });
});

describe('suspension', () => {
  it('ends every session, hides every ad, refuses sign-in; reinstating brings them back', async () => {
    const seller = await signedIn(t, { name: 'Scam Seller' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.user.email, password: TEST_PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    const active = await createListing(t.database.db, seller.user.id);
    const sold = await createListing(t.database.db, seller.user.id, { status: 'sold' });
    const operator = await signedInStaff(t, 'operator');
    const op = as(t, operator.cookie);

    expect((await op.post(`/api/admin/users/${seller.user.id}/warn`, { reason: 'Fake photos' })).status).toBe(
      200,
    );
    const bell = (await as(t, seller.cookie).get('/api/notifications')).body as NotificationsPage;
    expect(bell.items[0]).toMatchObject({ kind: 'account_warning', data: { reason: 'Fake photos' } });

    expect(
      (await op.post(`/api/admin/users/${seller.user.id}/suspend`, { reason: 'Repeated scams' })).body,
    ).toEqual({
      suspended: true,
    });
    expect((await as(t, seller.cookie).get('/api/auth/me')).status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('account_suspended');
    const viewer = as(t, operator.cookie);
    const ids = await publicIds(viewer);
    expect(ids).not.toContain(active.id);
    expect(ids).not.toContain(sold.id);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`sessions`)
      .where(sql`user_id = ${seller.user.id}`);
    expect(row!.n).toBe(0);

    expect(
      (await op.post(`/api/admin/users/${seller.user.id}/reinstate`, { reason: 'Appeal accepted' })).status,
    ).toBe(200);
    const back = await publicIds(viewer);
    expect(back).toContain(active.id);
    expect(back).toContain(sold.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: seller.user.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect((await auditRows(seller.user.id, 'user')).map((r) => r.action)).toEqual([
      'warn',
      'suspend',
      'reinstate',
    ]);
  });

  it('operators cannot act on staff or themselves; admins appoint and revoke operators', async () => {
    const operator = await signedInStaff(t, 'operator', 'Op One');
    const admin = await signedInStaff(t, 'admin', 'Ada Admin');
    const op = as(t, operator.cookie);
    expect((await op.post(`/api/admin/users/${admin.user.id}/suspend`, { reason: 'Nope' })).status).toBe(403);
    expect((await op.post(`/api/admin/users/${operator.user.id}/warn`, { reason: 'Nope' })).status).toBe(403);
    expect((await op.get('/api/admin/operators')).status).toBe(404);

    const newcomer = await signedIn(t, { name: 'New Operator' });
    const ad = as(t, admin.cookie);
    const appointed = await ad.post('/api/admin/operators', {
      email: newcomer.user.email,
      role: 'operator',
      reason: 'Joins the team',
    });
    expect(appointed.status).toBe(200);
    expect((await as(t, newcomer.cookie).get('/api/admin/me')).body).toEqual({ role: 'operator' });
    await ad.post('/api/admin/operators/revoke', { email: newcomer.user.email, reason: 'Left the team' });
    expect((await as(t, newcomer.cookie).get('/api/admin/queue')).status).toBe(404);
    expect(
      (await auditRows(newcomer.user.id, 'user')).map((r) => [r.action, r.statusBefore, r.statusAfter]),
    ).toEqual([
      ['appoint', null, 'operator'],
      ['revoke', 'operator', null],
    ]);
  });
});

describe('automatic reports in the queue', () => {
  it('are labelled automatic, with the other ad for duplicate photos and the person for scam messages', async () => {
    const seller = await signedIn(t);
    const scammer = await signedIn(t, { name: 'Token Taker' });
    const copy = await createListing(t.database.db, seller.user.id, { title: 'Copied photos ad' });
    const original = await createListing(t.database.db, (await signedIn(t)).user.id, {
      title: 'Original ad',
    });
    const reporter = automaticReports(t.database.db);
    await reporter.file({
      listingId: copy.id,
      reason: 'duplicate_photos',
      detail: '3 of 4 photos',
      relatedListingId: original.id,
    });
    await reporter.file({
      listingId: copy.id,
      reason: 'scam_messages',
      detail: 'Asks for UPI advance',
      subjectUserId: scammer.user.id,
    });
    const op = as(t, (await signedInStaff(t, 'operator')).cookie);
    const item = ((await op.get('/api/admin/queue')).body as Queue).items.find(
      (i) => i.listing.id === copy.id,
    )!;
    expect(item.reporters).toBe(0);
    expect(
      item.reports.map((r) => [r.reason, r.automatic, r.related?.id ?? null, r.subject?.id ?? null]),
    ).toEqual([
      ['duplicate_photos', true, original.id, null],
      ['scam_messages', true, null, scammer.user.id],
    ]);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/bazaar_moderation\{what="open_reports"\} [1-9]/);
    expect(metrics).toContain('bazaar_moderation{what="held_ads"}');
  });
});

describe('audit log', () => {
  it('refuses every change, whoever asks', async () => {
    await expect(t.database.db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});

describe('suspension with the session cache on, as npm start runs', () => {
  it('signs the person out at once in this process, not a few seconds later', async () => {
    const cached = await testApp({ SESSION_CACHE_MS: '60000' });
    try {
      const seller = await signedIn(cached, { name: 'Cached Seller' });
      const op = as(cached, (await signedInStaff(cached, 'operator')).cookie);
      // Looked up once: from now on this process remembers the session.
      expect((await as(cached, seller.cookie).get('/api/auth/me')).status).toBe(200);
      expect(
        (await op.post(`/api/admin/users/${seller.user.id}/suspend`, { reason: 'Repeated scams' })).status,
      ).toBe(200);
      expect((await as(cached, seller.cookie).get('/api/auth/me')).status).toBe(401);
    } finally {
      await cached.close();
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, listings, notifications } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { as } from '../../test/social.ts';
import { enqueue } from '../jobs/index.ts';
import { expiryRepository } from './repository.ts';
import { renewToken } from './renew-token.ts';
import { EXPIRE_JOB, LINK_EXPIRED, LINK_INVALID } from './service.ts';
import { sitemapAdIds } from '../../test/sitemap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ PUBLIC_URL: 'https://bazaar.example' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/**
 * The clock reaches the expiry job's next slot: its pending row becomes a past slot due now, and
 * the queue runs it (and whatever it enqueued) as the worker would.
 */
async function expiryPass() {
  // A process's first pass puts the schedule's next slot in place.
  await t.app.jobs.drain();
  await t.database.db.execute(
    sql`update ${jobs} set run_at = now(), singleton_key = 'every:past-' || id
        where name = ${EXPIRE_JOB} and done_at is null and failed_at is null`,
  );
  await t.app.jobs.drain();
  await t.app.changes.heard();
}

/** An ad whose end is `days` from now (negative: already past). */
async function adEnding(sellerId: number, days: number, title?: string) {
  const ad = await createListing(t.database.db, sellerId, title ? { title } : {});
  await t.database.db
    .update(listings)
    .set({ expiresAt: sql`now() + ${days} * interval '1 day'` })
    .where(eq(listings.id, ad.id));
  await t.app.changes.heard();
  return ad;
}

const noticesOf = (userId: number, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.kind} = ${kind}`));

const statusOf = async (id: number) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

const tokenIn = (text: string) => /\/renew\?token=([A-Za-z0-9._-]+)/.exec(text)?.[1];

describe('ads live LISTING_TTL_DAYS', () => {
  it('gives a new ad its end LISTING_TTL_DAYS from now, shown in My Ads', async () => {
    const seller = await signedIn(t);
    const me = as(t, seller.cookie);
    const created = await me.post('/api/listings', {
      category: 'cars',
      title: 'Tata Nexon XZ Plus 2021',
      description: 'Single owner, serviced at the dealer, new tyres.',
      price: 850000,
      state: 'maharashtra',
      city: 'pune',
      locality: 'Kothrud',
      photoIds: [],
      attributes: {
        brand: 'Tata',
        model: 'Nexon',
        year: '2021',
        fuel: 'Petrol',
        transmission: 'Manual',
        kmDriven: '20000',
        owners: '1',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mine = (await me.get('/api/me/listings')).body.items[0];
    const days = (Date.parse(mine.expiresAt) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('reminds the seller once, three days before the end, by bell and e-mail with a renew link', async () => {
    const seller = await signedIn(t, { name: 'Meera Seller' });
    const soon = await adEnding(seller.user.id, 2.5, 'Honda City ZX ending soon');
    const later = await adEnding(seller.user.id, 10);
    const mailsBefore = t.sent.length;
    await expiryPass();
    const bell = await noticesOf(seller.user.id, 'ad_expiring');
    expect(bell.map((n) => n.listingId)).toEqual([soon.id]);
    const mails = t.sent.slice(mailsBefore).filter((m) => m.to === seller.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Honda City ZX ending soon');
    expect(mails[0]!.text).toContain('https://bazaar.example/renew?token=');
    expect(mails[0]!.text).toContain('समाप्त');
    // Another pass (another process, a restart): nothing again.
    await expiryPass();
    expect(await noticesOf(seller.user.id, 'ad_expiring')).toHaveLength(1);
    expect(t.sent.slice(mailsBefore).filter((m) => m.to === seller.user.email)).toHaveLength(1);
    expect((await statusOf(later.id)).expiryRemindedFor).toBeNull();
  });

  it('renews through the signed link: a GET changes nothing, the POST renews once', async () => {
    const seller = await signedIn(t);
    const ad = await adEnding(seller.user.id, 1);
    const mailsBefore = t.sent.length;
    await expiryPass();
    const mail = t.sent.slice(mailsBefore).find((m) => m.to === seller.user.email)!;
    const token = tokenIn(mail.text)!;
    const endBefore = (await statusOf(ad.id)).expiresAt;

    const info = await t.app.inject({ url: `/api/renew-links/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ state: 'renewable', listing: { id: ad.id, title: ad.title } });
    expect((await statusOf(ad.id)).expiresAt).toEqual(endBefore);

    const renewed = await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const days = (Date.parse(renewed.json().expiresAt) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    // Pressed again, or opened again: the same answer, nothing renewed twice.
    const again = await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token } });
    expect(again.statusCode).toBe(200);
    expect(again.json().expiresAt).toBe(renewed.json().expiresAt);
    expect((await t.app.inject({ url: `/api/renew-links/${token}` })).json().state).toBe('renewed');
    // The new period gets its own reminder in time, not one now.
    await expiryPass();
    expect(await noticesOf(seller.user.id, 'ad_expiring')).toHaveLength(1);
  });

  it('refuses a tampered link and a stale one with a clear message', async () => {
    const seller = await signedIn(t);
    const ad = await adEnding(seller.user.id, -40);
    const key = await expiryRepository(t.database.db).signingKey();
    const period = Math.floor((await statusOf(ad.id)).expiresAt.getTime() / 1000);
    const good = renewToken(key, { listingId: ad.id, period });
    const tampered = renewToken(key, { listingId: ad.id, period }).replace(`${ad.id}.`, `${ad.id + 1}.`);
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token: tampered } }),
      await t.app.inject({ url: `/api/renew-links/${tampered}` }),
      await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token: 'made.up' } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(LINK_INVALID);
    }
    // Sent about an end 40 days ago: My Ads is the way now.
    const stale = await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token: good } });
    expect(stale.statusCode).toBe(410);
    expect(stale.json().error).toMatchObject({ code: 'link_expired', message: LINK_EXPIRED });
    expect((await statusOf(ad.id)).expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it('ends a due ad everywhere public, keeps it in My Ads, and tells those who saved it', async () => {
    const seller = await signedIn(t);
    const buyer = await signedIn(t);
    const me = as(t, seller.cookie);
    const them = as(t, buyer.cookie);
    const ad = await adEnding(seller.user.id, 5, 'Maruti Suzuki Swift Quokkaedition');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/favourites/${ad.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const publicIds = async (url: string) =>
      ((await them.get(url)).body.items ?? (await them.get(url)).body).map((a: { id: number }) => a.id);
    expect(await publicIds('/api/listings?category=cars&limit=60')).toContain(ad.id);
    expect(await publicIds('/api/listings?q=quokkaedition')).toContain(ad.id);

    await t.database.db
      .update(listings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(listings.id, ad.id));
    await expiryPass();
    expect((await statusOf(ad.id)).status).toBe('expired');

    expect(await publicIds('/api/listings?category=cars&limit=60')).not.toContain(ad.id);
    expect(await publicIds('/api/listings?q=quokkaedition')).not.toContain(ad.id);
    expect(await publicIds('/api/legacy/cars')).not.toContain(ad.id);
    expect((await t.app.inject({ url: '/api/search/suggest?q=quokkaedition' })).json().items).toEqual([]);
    expect(await sitemapAdIds(t)).not.toContain(ad.id);
    expect((await them.get('/api/favourites')).body.items.map((f: { id: number }) => f.id)).not.toContain(
      ad.id,
    );
    // Its page tells a visitor it ended; its seller still opens it.
    const page = await them.get(`/api/listings/${ad.id}`);
    expect(page.status).toBe(410);
    expect(page.body.error.code).toBe('ad_ended');
    expect((await me.get(`/api/listings/${ad.id}`)).body.status).toBe('expired');
    expect((await me.get('/api/me/listings')).body.items).toContainEqual(
      expect.objectContaining({ id: ad.id, status: 'expired' }),
    );
    // Bells: the seller's ended notice, the favourite holder's.
    expect(await noticesOf(seller.user.id, 'ad_expired')).toHaveLength(1);
    expect(await noticesOf(buyer.user.id, 'favourite_expired')).toHaveLength(1);
    expect(await noticesOf(seller.user.id, 'favourite_expired')).toHaveLength(0);
    // Saved-search alerts skip it.
    await them.post('/api/saved-searches', { query: { q: 'quokkaedition' } });
    await enqueue(t.database.db, 'alerts.match', { listingId: ad.id });
    await t.app.jobs.drain();
    expect(await noticesOf(buyer.user.id, 'saved_search_match')).toHaveLength(0);

    // Renewed from My Ads: live again for the full period, everywhere.
    const renewed = await me.post(`/api/listings/${ad.id}/renew`);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect((Date.parse(renewed.body.expiresAt) - Date.now()) / DAY).toBeGreaterThan(29.9);
    await t.app.changes.heard();
    expect(await publicIds('/api/listings?category=cars&limit=60')).toContain(ad.id);
    expect((await them.get(`/api/listings/${ad.id}`)).status).toBe(200);
    // Another expiry pass leaves it alone.
    await expiryPass();
    expect((await statusOf(ad.id)).status).toBe('active');
  });

  it("renews only the seller's own live or ended ads", async () => {
    const seller = await signedIn(t);
    const stranger = await signedIn(t);
    const ad = await adEnding(seller.user.id, -1);
    await expiryPass();
    expect((await as(t, stranger.cookie).post(`/api/listings/${ad.id}/renew`)).status).toBe(404);
    expect((await as(t, stranger.cookie).post('/api/listings/99999999/renew')).status).toBe(404);
    const sold = await createListing(t.database.db, seller.user.id, { status: 'sold' });
    const refused = await as(t, seller.cookie).post(`/api/listings/${sold.id}/renew`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_renewable');
    expect(await as(t, seller.cookie).post('/api/listings/x/renew')).toMatchObject({ status: 400 });
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${ad.id}/renew` })).statusCode).toBe(
      401,
    );
  });

  it('ends a backlog in batches', async () => {
    const seller = await signedIn(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createListing(t.database.db, seller.user.id)).id);
    await t.database.db.execute(
      sql`update ${listings} set expires_at = now() - interval '1 hour' where seller_id = ${seller.user.id}`,
    );
    const repo = expiryRepository(t.database.db);
    expect((await repo.expireDue(2)).ids).toHaveLength(2);
    expect((await repo.expireDue(2)).ids).toHaveLength(2);
    expect((await repo.expireDue(2)).ids).toHaveLength(1);
    const rows = await t.database.db.select().from(listings).where(eq(listings.sellerId, seller.user.id));
    expect(rows.every((r) => r.status === 'expired')).toBe(true);
  });
});

describe('with answers cached', () => {
  it('drops an ended ad from cached lists and its cached page at once', async () => {
    const cached = await testApp({ LIST_CACHE_MS: '60000', OPEN_AD_PAGES: 'true' });
    try {
      const seller = await createUser(cached.database.db);
      const ad = await createListing(cached.database.db, seller.id, { title: 'Tata Punch Cachedending' });
      await cached.app.changes.heard();
      const ids = async () =>
        (await cached.app.inject({ url: '/api/listings?category=cars' }))
          .json()
          .items.map((a: { id: number }) => a.id);
      expect(await ids()).toContain(ad.id);
      expect((await cached.app.inject({ url: `/api/listings/${ad.id}` })).statusCode).toBe(200);
      // Kept a minute unless a change is announced: the expiry's status change is.
      await cached.database.db
        .update(listings)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(listings.id, ad.id));
      await expiryRepository(cached.database.db).expireDue(200);
      await cached.app.changes.heard();
      expect(await ids()).not.toContain(ad.id);
      expect((await cached.app.inject({ url: `/api/listings/${ad.id}` })).statusCode).toBe(410);
    } finally {
      await cached.close();
    }
  });
});

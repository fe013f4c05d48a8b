import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE_REVEALS_PER_DAY, type ListingDetail, type PhoneReveals } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { carAd } from '../../test/http-visitor.ts';
import { verifyPhone } from '../../test/phones.ts';
import { as } from '../../test/social.ts';

const PHONE = '9123450987';
let t: TestApp;
let seller: Awaited<ReturnType<typeof signedIn>>;
let buyer: Awaited<ReturnType<typeof signedIn>>;
let shownId: number;
let hiddenId: number;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bazaar</title></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ WEB_DIST: webDist, OPEN_AD_PAGES: 'true' });
  seller = await signedIn(t, { name: 'Meera Seller', phone: null });
  buyer = await signedIn(t, { name: 'Kabir Buyer' });
  // Show number reveals only a verified number (phones module).
  await verifyPhone(t.database.db, seller.user.id, `+91${PHONE}`);
  const me = as(t, seller.cookie);
  const shown = await me.post('/api/listings', {
    ...carAd('Hyundai Creta SX 2019 with number', 905_000, []),
    seller: { name: 'Meera Seller', phone: '91234 50987' },
    showPhone: true,
  });
  expect(shown.status).toBe(201);
  shownId = shown.body.id;
  const hidden = await me.post('/api/listings', {
    ...carAd('Hyundai Creta SX 2019 quiet', 899_000, []),
    seller: { name: 'Meera Seller', phone: '91234 50987' },
  });
  hiddenId = hidden.body.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('phone number by consent', () => {
  it('is off unless the seller ticks it, and offered only with a verified number', async () => {
    // Ticked without a verified number (none typed either): the ad posts, and no button shows,
    // since only a number verified in Settings is ever shown.
    const stranger = await signedIn(t, { phone: null });
    const res = await as(t, stranger.cookie).post('/api/listings', {
      ...carAd('Creta without a number', 700_000, []),
      seller: { name: 'No Number' },
      showPhone: true,
    });
    expect(res.status).toBe(201);
    const unverified = (await as(t, buyer.cookie).get(`/api/listings/${res.body.id}`)).body as ListingDetail;
    expect(unverified.phoneOnRequest).toBe(false);
    const detail = (await as(t, buyer.cookie).get(`/api/listings/${hiddenId}`)).body as ListingDetail;
    expect(detail.phoneOnRequest).toBe(false);
    expect((await as(t, buyer.cookie).post(`/api/listings/${hiddenId}/phone`)).status).toBe(404);
  });

  it('shows the number to a signed-in buyer only, and records each time', async () => {
    const detail = (await as(t, buyer.cookie).get(`/api/listings/${shownId}`)).body as ListingDetail;
    expect(detail.phoneOnRequest).toBe(true);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/listings/${shownId}/phone` });
    expect(anonymous.statusCode).toBe(401);
    const shown = await as(t, buyer.cookie).post(`/api/listings/${shownId}/phone`);
    expect(shown).toMatchObject({ status: 200, body: { phone: `+91${PHONE}` } });
    await as(t, buyer.cookie).post(`/api/listings/${shownId}/phone`);

    const reveals = (await as(t, seller.cookie).get(`/api/me/listings/${shownId}/phone-reveals`))
      .body as PhoneReveals;
    expect(reveals.total).toBe(2);
    expect(reveals.items[0]!.viewer).toEqual({ id: buyer.user.id, name: 'Kabir Buyer' });
    // Only the seller sees who looked.
    expect((await as(t, buyer.cookie).get(`/api/me/listings/${shownId}/phone-reveals`)).status).toBe(404);
  });

  it('reveals only a verified number: one typed on the form or at sign-up is not shown', async () => {
    const typed = await signedIn(t, { name: 'Unverified Seller', phone: '9012345678' });
    const ad = await createListing(t.database.db, typed.user.id, { showPhone: true });
    const detail = (await as(t, buyer.cookie).get(`/api/listings/${ad.id}`)).body as ListingDetail;
    expect(detail.phoneOnRequest).toBe(false);
    const refused = await as(t, buyer.cookie).post(`/api/listings/${ad.id}/phone`);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('9012345678');
    await verifyPhone(t.database.db, typed.user.id, '+919012345679');
    expect((await as(t, buyer.cookie).post(`/api/listings/${ad.id}/phone`)).body.phone).toBe('+919012345679');
  });

  it(`limits a viewer to ${PHONE_REVEALS_PER_DAY} different numbers a day, with a clear message`, async () => {
    const harvester = await signedIn(t, { name: 'Harvester' });
    const who = as(t, harvester.cookie);
    const seen: number[] = [];
    for (let i = 0; i < PHONE_REVEALS_PER_DAY; i++) {
      const owner = await createUser(t.database.db);
      await verifyPhone(t.database.db, owner.id);
      const ad = await createListing(t.database.db, owner.id, { showPhone: true });
      expect((await who.post(`/api/listings/${ad.id}/phone`)).status).toBe(200);
      seen.push(ad.id);
    }
    const last = await createUser(t.database.db);
    await verifyPhone(t.database.db, last.id);
    const one = await createListing(t.database.db, last.id, { showPhone: true });
    const refused = await who.post(`/api/listings/${one.id}/phone`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/up to 10 sellers' numbers a day/);
    // A number already seen today can be seen again.
    expect((await who.post(`/api/listings/${seen[0]}/phone`)).status).toBe(200);
  });

  it('never puts the number in lists, search, the ad JSON, the legacy API or the page HTML', async () => {
    const viewer = buyer.cookie;
    const urls = [
      '/api/listings?category=cars',
      '/api/listings?q=creta',
      '/api/search/suggest?q=creta',
      `/api/listings/${shownId}`,
      '/api/legacy/cars',
      `/api/legacy/cars/${shownId}`,
      '/',
      '/products/cars',
      `/products/cars/${shownId}`,
      '/api/me/listings',
      `/api/me/listings/${shownId}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: viewer } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain(PHONE);
      expect(res.body, url).not.toContain('91234 50987');
    }
  });
});

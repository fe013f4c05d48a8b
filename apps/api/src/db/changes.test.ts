import type { FastifyInstance } from 'fastify';
import { testAppPair } from '../test/app-pair.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { carAd } from '../test/http-visitor.ts';
import { uploadIds } from '../test/uploads.ts';
import { signedInStaff } from '../modules/moderation/test-staff.ts';

// Every answer and session is kept a minute: only the database's announcements can explain a
// process seeing another process's write sooner.
const KEPT_A_MINUTE = { LIST_CACHE_MS: '60000', SESSION_CACHE_MS: '60000', PERSON_CACHE_MS: '60000' };
const GOAL_MS = 200;

describe('what one API process writes, the other stops serving the old answer of', () => {
  let pair: Awaited<ReturnType<typeof testAppPair>>;
  let apps: [FastifyInstance, FastifyInstance];
  const took: Record<string, number> = {};

  beforeAll(async () => {
    pair = await testAppPair(KEPT_A_MINUTE);
    apps = pair.apps;
    for (const app of apps) await app.ready();
  });
  afterAll(async () => {
    console.info(`change shown on the other process after (ms; goal ${GOAL_MS}):`, took);
    await pair.close();
  });

  const on = (i: 0 | 1) => pair.on(i);
  const get = (i: 0 | 1, url: string, cookie = '') =>
    apps[i].inject({ method: 'GET', url, headers: { cookie } });
  const write = (url: string, cookie: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
    apps[0].inject({ method, url, headers: { cookie }, payload });

  /**
   * Waits until `seen` holds on process B (far sooner than the minute answers are kept), and records
   * how long after A answered the write that was.
   */
  async function shownOnB(name: string, answered: number, seen: () => Promise<boolean>) {
    await expect.poll(seen, { timeout: 5000, interval: 5 }).toBe(true);
    took[name] = Math.round(performance.now() - answered);
  }

  it('an edited price, a take-down, a suspension and a revoked role', async () => {
    const seller = await signedIn(on(0), { name: 'Anil Menon' });
    const buyer = await signedIn(on(1), { name: 'Bela Buyer' });
    const operator = await signedInStaff(on(0), 'operator');
    const admin = await signedInStaff(on(0), 'admin', 'Asha Admin');

    const [photo] = await uploadIds(on(0), seller.cookie, 1);
    const car = carAd('', 450000, [photo!]);
    const posted = await write('/api/listings', seller.cookie, car);
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ id: number }>().id;
    const adOnB = () => get(1, `/api/listings/${id}`, buyer.cookie);
    const listOnB = async () =>
      (await get(1, '/api/listings?category=cars')).json<{ items: Array<{ id: number }> }>();
    // B keeps the ad's page, the list and the legacy record.
    expect((await adOnB()).json<{ price: number }>().price).toBe(450000);
    expect((await listOnB()).items.map((a) => a.id)).toContain(id);
    expect((await get(1, `/api/legacy/cars/${id}`, buyer.cookie)).statusCode).toBe(200);

    expect(
      (await write(`/api/listings/${id}`, seller.cookie, { ...car, price: 399000 }, 'PATCH')).statusCode,
    ).toBe(200);
    let at = performance.now();
    await shownOnB(
      'price edited',
      at,
      async () => (await adOnB()).json<{ price: number }>().price === 399000,
    );

    const removed = await write(`/api/admin/listings/${id}/remove`, operator.cookie, { reason: 'Scam ad' });
    expect(removed.statusCode).toBe(200);
    at = performance.now();
    await shownOnB('ad taken down', at, async () => (await adOnB()).statusCode === 404);
    expect((await listOnB()).items.map((a) => a.id)).not.toContain(id);
    expect((await get(1, `/api/legacy/cars/${id}`, buyer.cookie)).statusCode).toBe(404);

    // A seller suspended on A: their ad leaves B's lists, their session on B ends.
    const other = await signedIn(on(1), { name: 'Suresh Seller' });
    const ad = await createListing(on(1).database.db, other.user.id, { title: 'Royal Enfield Classic 350' });
    await expect.poll(async () => (await listOnB()).items.map((a) => a.id)).toContain(ad.id);
    expect((await get(1, '/api/auth/me', other.cookie)).statusCode).toBe(200);
    const suspended = await write(`/api/admin/users/${other.user.id}/suspend`, operator.cookie, {
      reason: 'Fraud',
    });
    expect(suspended.statusCode).toBe(200);
    at = performance.now();
    await shownOnB('seller suspended', at, async () => !(await listOnB()).items.some((a) => a.id === ad.id));
    await shownOnB(
      'suspended session ended',
      at,
      async () => (await get(1, '/api/auth/me', other.cookie)).statusCode === 401,
    );

    // An operator whose role is revoked on A loses the console on B.
    expect((await get(1, '/api/admin/me', operator.cookie)).statusCode).toBe(200);
    const revoked = await write('/api/admin/operators/revoke', admin.cookie, {
      email: operator.user.email,
      reason: 'Left',
    });
    expect(revoked.statusCode).toBe(200);
    at = performance.now();
    await shownOnB(
      'role revoked',
      at,
      async () => (await get(1, '/api/admin/me', operator.cookie)).statusCode === 404,
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRESHNESS, type ListingDetail, type ListingsPage } from '@bazaar/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { LiveEvents } from '../../db/live-events.ts';
import { WROTE_COOKIE } from '../../plugins/changes-heard.ts';
import type { TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { testDatabasePair } from '../../test/database-pair.ts';
import { carAd } from '../../test/http-visitor.ts';
import { uploadIds } from '../../test/uploads.ts';

/**
 * Process B hears every announcement this long after it was made (a busy LISTEN connection), in
 * order. Shorter than a request waits to hear (db/changes.ts), far longer than a request here takes.
 */
const B_HEARS_LATE_MS = 400;

function heardLate(events: LiveEvents, ms: number): LiveEvents {
  return {
    publish: (payload, channel) => events.publish(payload, channel),
    subscribe: (listener, channel) =>
      events.subscribe((p) => void setTimeout(() => listener(p), ms), channel),
    listening: () => events.listening(),
    close: () => events.close(),
  };
}

// Answers kept a minute: only announcements explain a process showing a change sooner.
const env = {
  LIST_CACHE_MS: '60000',
  SESSION_CACHE_MS: '60000',
  PERSON_CACHE_MS: '60000',
  // Anonymous visitors open ads too, so an ad's page is shared through caches as a list is.
  OPEN_AD_PAGES: 'true',
};

describe('a price edit, as the seller and as anyone else sees it', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  let onA: TestApp;

  beforeAll(async () => {
    const pair = await testDatabasePair();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-fresh-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
    const mailer = { send: async () => {} };
    a = await buildApp({ config, database: pair.first, mailer });
    const second = { ...pair.second, events: heardLate(pair.second.events, B_HEARS_LATE_MS) };
    b = await buildApp({ config, database: second, mailer });
    await Promise.all([a.ready(), b.ready()]);
    onA = { app: a, database: pair.first } as unknown as TestApp;
    close = async () => {
      await a.close();
      await b.close();
      await pair.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const get = (app: FastifyInstance, url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const priceIn = async (app: FastifyInstance, id: number, cookie?: string) => {
    const list = (await get(app, '/api/listings?category=cars&sort=price_asc', cookie)).json<ListingsPage>();
    const ad = (await get(app, `/api/listings/${id}`, cookie)).json<ListingDetail>();
    return { list: list.items.find((i) => i.id === id)?.price, ad: ad.price };
  };

  it('shows the seller their new price next, on either process, while others catch up', async () => {
    const seller = await signedIn(onA, { name: 'Anil Menon' });
    const buyer = await signedIn(onA, { name: 'Bela Buyer' });
    const car = carAd('Hyundai Creta SX', 450_000, await uploadIds(onA, seller.cookie, 1));
    const posted = await a.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: car,
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ id: number }>().id;
    await b.changes.heard();
    // Both processes keep the list and the ad, for the seller, the buyer and anonymous visitors.
    for (const app of [a, b])
      for (const cookie of [seller.cookie, buyer.cookie, undefined])
        expect(await priceIn(app, id, cookie)).toEqual({ list: 450_000, ad: 450_000 });
    const sellerTag = (await get(a, `/api/listings/${id}`, seller.cookie)).headers.etag;

    const edited = await a.inject({
      method: 'PATCH',
      url: `/api/listings/${id}`,
      headers: { cookie: seller.cookie },
      payload: { ...car, price: 399_000 },
    });
    expect(edited.statusCode).toBe(200);
    const mark = edited.cookies.find((c) => c.name === WROTE_COOKIE);
    expect(mark).toBeDefined();
    const sellerNow = `${seller.cookie}; ${WROTE_COOKIE}=${mark!.value}`;

    // B has not heard yet: an answer it keeps is still the old one for anyone it has no reason to wait for.
    expect(await priceIn(b, id)).toEqual({ list: 450_000, ad: 450_000 });
    // The seller, in any tab (one browser, one cookie jar), on either process: the new price.
    expect(await priceIn(b, id, sellerNow)).toEqual({ list: 399_000, ad: 399_000 });
    expect(await priceIn(a, id, sellerNow)).toEqual({ list: 399_000, ad: 399_000 });
    // Their browser's copy from before is not confirmed with a 304.
    const revalidated = await a.inject({
      method: 'GET',
      url: `/api/listings/${id}`,
      headers: { cookie: sellerNow, 'if-none-match': String(sellerTag) },
    });
    expect(revalidated.statusCode).toBe(200);

    // Anyone else: as soon as the process answering has heard the change.
    await b.changes.heard();
    expect(await priceIn(b, id, buyer.cookie)).toEqual({ list: 399_000, ad: 399_000 });
    expect(await priceIn(b, id)).toEqual({ list: 399_000, ad: 399_000 });
  });

  it('lets nothing in front of the API keep an older answer longer than the policy allows', async () => {
    const seller = await signedIn(onA, { name: 'Suresh Seller' });
    const url = '/api/listings?category=cars';
    // Anonymous: a shared cache keeps it one second, the browser asks again every time.
    const anonymous = await get(a, url);
    expect(anonymous.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${FRESHNESS.sharedCacheSeconds}`,
    );
    expect(String(anonymous.headers.vary)).toMatch(/cookie/i);
    // Signed in: no shared copy, the browser's own copy is checked every time.
    expect((await get(a, url, seller.cookie)).headers['cache-control']).toBe('private, no-cache');
    // The shared cache and the web app's memory together stay within what others may wait.
    expect(FRESHNESS.sharedCacheSeconds * 1000 + FRESHNESS.clientFreshMs).toBeLessThanOrEqual(
      FRESHNESS.othersSeeChangeMs,
    );
  });
});

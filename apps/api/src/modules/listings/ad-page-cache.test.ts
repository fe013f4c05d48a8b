import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, unannounced } from '../../test/factories.ts';

// The answer cache on (as deployed: LIST_CACHE_MS defaults to a second; here a minute, so only the
// cache can explain what a test sees).
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const open = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers });

describe('ad pages shared between visitors for a moment', () => {
  it('still count every visit and still turn signed-out visitors away', async () => {
    const { user, cookie } = await signedIn(t, { email: 'ad-cache@example.in' });
    const ad = await createListing(t.database.db, user.id, { title: 'Maruti Swift VXi 2019' });
    // Heard before the page is kept, so the ad's own announcement cannot drop it below.
    await t.app.changes.heard();
    const first = await open(ad.id, { cookie });
    expect(first.json().title).toBe('Maruti Swift VXi 2019');
    // Renamed without an announcement: the shared answer is reused within its moment.
    await unannounced(t.database.db, (tx) =>
      tx.update(listings).set({ title: 'Renamed' }).where(eq(listings.id, ad.id)),
    );
    const second = await open(ad.id, { cookie });
    expect(second.body).toBe(first.body);
    // Renamed as any write does it: announced, and the next visitor reads the new title.
    await t.database.db.update(listings).set({ title: 'Renamed again' }).where(eq(listings.id, ad.id));
    await expect.poll(async () => (await open(ad.id, { cookie })).json().title).toBe('Renamed again');
    expect((await open(ad.id)).statusCode).toBe(401);

    await t.app.close();
    const [row] = await t.database.db
      .select({ v: listings.views })
      .from(listings)
      .where(eq(listings.id, ad.id));
    expect(row!.v).toBeGreaterThanOrEqual(3);
  });
});

describe('compressed bytes of shared answers', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await testApp();
  });
  afterAll(() => c.close());

  it('are reused for the same answer and never for a changed one', async () => {
    const { user } = await signedIn(c, { email: 'br-cache@example.in' });
    for (let i = 0; i < 8; i++) await createListing(c.database.db, user.id, { title: `Honda City ${i}` });
    const list = () =>
      c.app.inject({ method: 'GET', url: '/api/listings?limit=24', headers: { 'accept-encoding': 'br' } });
    const a = await list();
    const b = await list();
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    await createListing(c.database.db, user.id, { title: 'Tata Nexon XZ+' });
    const changed = await list();
    const items = JSON.parse(zlib.brotliDecompressSync(changed.rawPayload).toString()).items;
    expect(items.map((i: { title: string }) => i.title)).toContain('Tata Nexon XZ+');
  });
});

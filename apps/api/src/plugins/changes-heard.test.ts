import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../db/live-events.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { carAd } from '../test/http-visitor.ts';
import { uploadIds } from '../test/uploads.ts';
import { WROTE_COOKIE } from './changes-heard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
  await t.database.events.listening();
});
afterAll(() => t.close());

/**
 * Everything said on the changes channel while `request` ran, in order, with `answered` where its
 * answer came: until a marker sent after the answer comes back (notifications arrive in order).
 */
async function saidDuring(request: () => Promise<LightMyRequestResponse>) {
  const said: string[] = [];
  const end = `test-end:${randomUUID()}`;
  let ended!: () => void;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const stop = t.database.events.subscribe((payload) => {
    if (payload === end) return ended();
    if (payload.startsWith('heard:')) return void said.push('heard');
    const change = JSON.parse(payload) as { kind: string; ids: number[] | null };
    said.push(`${change.kind}:${change.ids?.join(',') ?? 'all'}`);
  }, CHANGES_CHANNEL);
  try {
    const res = await request();
    said.push('answered');
    await t.database.events.publish(end, CHANGES_CHANNEL);
    await done;
    return { res, said };
  } finally {
    stop();
  }
}

const wroteCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === WROTE_COOKIE);

it('answers a price edit only after hearing its announcement, and marks the browser', async () => {
  const seller = await signedIn(t, { name: 'Anil Menon' });
  const car = carAd('Hyundai Creta SX', 450_000, await uploadIds(t, seller.cookie, 1));
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie: seller.cookie },
    payload: car,
  });
  expect(posted.statusCode).toBe(201);
  const id = posted.json<{ id: number }>().id;

  const { res, said } = await saidDuring(() =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${id}`,
      headers: { cookie: seller.cookie },
      payload: { ...car, price: 399_000 },
    }),
  );
  expect(res.statusCode).toBe(200);
  const change = said.indexOf(`listings:${id}`);
  expect(change).toBeGreaterThanOrEqual(0);
  // The change, then this process's marker behind it, then the answer.
  expect(said.slice(change).filter((s) => s === 'heard' || s === 'answered')).toEqual(['heard', 'answered']);
  expect(wroteCookie(res)).toMatchObject({ value: '1', maxAge: 2, httpOnly: true, path: '/' });
});

it('answers a chat message at once: it changed nothing anyone else’s caches keep', async () => {
  const seller = await signedIn(t, { name: 'Suresh Seller' });
  const buyer = await signedIn(t, { name: 'Bela Buyer' });
  const car = carAd('Kia Seltos HTX', 1_150_000, await uploadIds(t, seller.cookie, 1));
  const id = (
    await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: car,
    })
  ).json<{ id: number }>().id;
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/conversation`,
    headers: { cookie: buyer.cookie },
  });
  expect(opened.statusCode).toBe(200);

  const { res, said } = await saidDuring(() =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${opened.json<{ id: number }>().id}/messages`,
      headers: { cookie: buyer.cookie },
      payload: { body: 'Is it still available?' },
    }),
  );
  expect(res.statusCode).toBe(201);
  expect(said).toEqual(['answered']);
  expect(wroteCookie(res)).toBeUndefined();
});

it('makes a marked browser’s reads wait until this process has heard, and nobody else’s', async () => {
  const marked = await saidDuring(() =>
    t.app.inject({
      method: 'GET',
      url: '/api/listings?category=cars',
      headers: { cookie: `${WROTE_COOKIE}=1` },
    }),
  );
  expect(marked.said).toEqual(['heard', 'answered']);
  const plain = await saidDuring(() => t.app.inject({ method: 'GET', url: '/api/listings?category=cars' }));
  expect(plain.said).toEqual(['answered']);
});

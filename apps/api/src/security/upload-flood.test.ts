import type { ErrorBody } from '@bazaar/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.ts';
import { UPLOAD_RATE } from '../modules/media/upload-limits.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { jpeg, multipart } from '../test/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** One photo upload as this person (or no one) from this address. */
async function send(cookie: string | undefined, file: Buffer, remoteAddress = '127.0.0.1') {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
    remoteAddress,
  });
}

const pendingOf = async (ownerId: number) =>
  (
    await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.listingId)))
  ).length;

describe('upload flood', () => {
  it('refuses a third upload in flight from one person with a clear 429', async () => {
    const { cookie } = await signedIn(t);
    const photo = await jpeg(2400, 1800);
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(cookie, photo)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!.json<ErrorBody>();
    expect(refused.error.code).toBe('rate_limited');
    expect(refused.error.message).toMatch(/still uploading/);
    // Someone else uploads meanwhile as usual.
    expect((await send((await signedIn(t)).cookie, await jpeg())).statusCode).toBe(201);
  });

  it('never lets the pending drafts pass their cap, however many arrive together', async () => {
    const { user, cookie } = await signedIn(t);
    const [row] = await t.database.db.select().from(uploads).limit(1);
    await t.database.db.insert(uploads).values(
      Array.from({ length: 99 }, (_, i) => ({
        ownerId: user.id,
        key: `zz/pending${user.id}x${i}`,
        cardWidth: row!.cardWidth,
        cardHeight: row!.cardHeight,
        fullWidth: row!.fullWidth,
        fullHeight: row!.fullHeight,
      })),
    );
    const photo = await jpeg(1600, 1200);
    const answers = await Promise.all([send(cookie, photo), send(cookie, photo)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429]);
    expect(await pendingOf(user.id)).toBe(100);
  });

  it('limits one person’s uploads, whatever address they come from', async () => {
    const { cookie } = await signedIn(t);
    const notAPhoto = Buffer.from('not a photo');
    for (let i = 0; i < UPLOAD_RATE.perPerson.max; i++)
      expect((await send(cookie, notAPhoto, `198.51.${i}.1`)).statusCode).toBe(400);
    const over = await send(cookie, await jpeg(), '203.0.113.250');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
  });

  it('limits one address’s uploads, whoever sends them', async () => {
    const from = '192.0.2.99';
    for (let i = 0; i < UPLOAD_RATE.perAddress.max; i++)
      expect((await send(undefined, Buffer.from('x'), from)).statusCode).toBe(401);
    const { cookie } = await signedIn(t);
    expect((await send(cookie, await jpeg(), from)).statusCode).toBe(429);
    expect((await send(cookie, await jpeg(), '192.0.3.1')).statusCode).toBe(201);
  });
});

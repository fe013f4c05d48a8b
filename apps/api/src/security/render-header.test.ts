import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_HEADER, RENDER_SECRET } from '../lib/render-request.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { createListing, createUser } from '../test/factories.ts';

// The server's own page render may read an ad for a stranger (for the page's head); a visitor who
// sends the render's header without its per-process value is still a stranger.
let t: TestApp;
let adId: number;
beforeAll(async () => {
  t = await testApp();
  adId = (await createListing(t.database.db, (await createUser(t.database.db)).id)).id;
});
afterAll(() => t.close());

const read = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${adId}`, headers });

describe('the server render’s own reads', () => {
  it('a stranger may not open an ad, whatever render header they send', async () => {
    expect((await read({})).statusCode).toBe(401);
    for (const guess of ['1', 'true', '', RENDER_SECRET.slice(1)])
      expect((await read({ [RENDER_HEADER]: guess })).statusCode, guess).toBe(401);
  });

  it('the render reads it with the process’s own value', async () => {
    expect((await read({ [RENDER_HEADER]: RENDER_SECRET })).statusCode).toBe(200);
  });
});

import type { StoredMail } from '../mail/outbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';

let t: TestApp;
let adId: number;

beforeAll(async () => {
  // The real outbox, as a development server without SMTP_URL has it.
  t = await testApp({}, { outbox: true });
  const seller = await createUser(t.database.db);
  adId = (await createListing(t.database.db, seller.id)).id;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('ad pages are for signed-in people (SPEC §6)', () => {
  it('answers 401 to anonymous requests for an ad, in both shapes', async () => {
    const res = await get(`/api/listings/${adId}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect((await get(`/api/legacy/cars/${adId}`)).statusCode).toBe(401);
  });

  it('shows the ad to a signed-in person', async () => {
    const { cookie } = await signedIn(t);
    expect((await get(`/api/listings/${adId}`, cookie)).statusCode).toBe(200);
    expect((await get(`/api/legacy/cars/${adId}`, cookie)).statusCode).toBe(200);
  });

  it('keeps lists open to everyone', async () => {
    expect((await get('/api/listings?category=cars')).statusCode).toBe(200);
    expect((await get('/api/legacy/cars')).statusCode).toBe(200);
  });

  it('tells the web app that ad pages need a sign-in', async () => {
    const res = await get('/api/auth/options');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openAdPages: false });
  });

  it('OPEN_AD_PAGES=true opens ad pages to everyone, and tells the web app so', async () => {
    const open = await testApp({ OPEN_AD_PAGES: 'true' });
    try {
      const seller = await createUser(open.database.db);
      const id = (await createListing(open.database.db, seller.id)).id;
      expect((await open.app.inject({ method: 'GET', url: `/api/listings/${id}` })).statusCode).toBe(200);
      const options = await open.app.inject({ method: 'GET', url: '/api/auth/options' });
      expect(options.json()).toEqual({ google: false, openAdPages: true });
    } finally {
      await open.close();
    }
  });
});

describe('the development outbox', () => {
  it('keeps each message as a file and lists it at /dev/mail and /dev/mail.json', async () => {
    await signedIn(t, { email: 'outbox@example.in', name: 'Outbox Person' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'outbox@example.in' } });
    let messages: StoredMail[] = [];
    for (let i = 0; i < 50 && messages.length === 0; i++) {
      messages = (await get('/dev/mail.json')).json().messages;
      if (!messages.length) await new Promise((r) => setTimeout(r, 20));
    }
    expect(messages[0]).toMatchObject({ to: 'outbox@example.in', subject: 'Reset your Bazaar password' });
    const page = await get('/dev/mail');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:\d+\/reset\?token=[\w-]+">/);
  });

  it('is not served in production unless DEV_MAIL=true', async () => {
    const prod = await testApp({ NODE_ENV: 'production', WEB_DIST: '' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const opted = await testApp({ NODE_ENV: 'production', WEB_DIST: '', DEV_MAIL: 'true' });
    try {
      expect((await opted.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(200);
    } finally {
      await opted.close();
    }
  });
});

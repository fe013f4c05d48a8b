import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PHONE_VERIFICATION, type MyPhone, type Notification } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { phoneCodes, verifiedPhones } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { as } from '../../test/social.ts';

/** The code in the newest SMS the outbox folder holds for this number. */
function codeFromOutbox(t: TestApp, to: string): string {
  const dir = path.join(t.config.dataDir, 'sms');
  const names = fs.readdirSync(dir).sort().reverse();
  for (const n of names) {
    const m = JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as { to: string; text: string };
    if (m.to === to) return /\b(\d{6})\b/.exec(m.text)![1]!;
  }
  throw new Error(`no SMS to ${to}`);
}

/** Lets the next code be asked for at once (as if the minute had passed). */
async function minutePassed(t: TestApp) {
  await t.database.db.update(phoneCodes).set({ sentAt: sql`now() - interval '2 minutes'` });
}

describe('verifying a mobile number, SMS kept in DATA_DIR/sms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('sends a 6-digit code, stores only its keyed hash, and verifies the number with it', async () => {
    const me = await signedIn(t, { name: 'Farah' });
    const sent = await as(t, me.cookie).post('/api/me/phone', { phone: '98765 43210' });
    expect(sent.status).toBe(202);
    expect(sent.body.phone).toBe('+919876543210');
    const code = codeFromOutbox(t, '+919876543210');
    const [stored] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, me.user.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // The SMS is listed with the e-mails at /dev/mail outside production.
    const dev = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(JSON.stringify(dev.json().sms)).toContain(code);

    const wrong = await as(t, me.cookie).post('/api/me/phone/verify', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.code).toMatch(/4 tries left/);
    const right = await as(t, me.cookie).post('/api/me/phone/verify', { code });
    expect(right.status).toBe(200);
    expect(right.body as MyPhone).toMatchObject({ verified: '+919876543210', pending: null });
    // The code is spent.
    expect((await as(t, me.cookie).post('/api/me/phone/verify', { code })).status).toBe(404);
  });

  it('takes only Indian mobile numbers: 10 digits starting 6–9, with or without +91', async () => {
    const me = await signedIn(t);
    for (const phone of ['5123456789', '98765', '+1 415 555 0100', '98765432101', 'nine'])
      expect((await as(t, me.cookie).post('/api/me/phone', { phone })).status, phone).toBe(400);
    expect((await as(t, me.cookie).post('/api/me/phone', { phone: '+91 61234-56789' })).status).toBe(202);
  });

  it('waits 60 s before a new code, and refuses after 5 wrong tries', async () => {
    const me = await signedIn(t);
    const who = as(t, me.cookie);
    expect((await who.post('/api/me/phone', { phone: '7012345678' })).status).toBe(202);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone',
      headers: { cookie: me.cookie },
      payload: { phone: '7012345678' },
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    const code = codeFromOutbox(t, '+917012345678');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < PHONE_VERIFICATION.attemptsMax; i++)
      expect((await who.post('/api/me/phone/verify', { code: wrong })).status).toBe(400);
    const locked = await who.post('/api/me/phone/verify', { code });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('too_many_tries');
    await minutePassed(t);
    expect((await who.post('/api/me/phone', { phone: '7012345678' })).status).toBe(202);
    const fresh = codeFromOutbox(t, '+917012345678');
    expect((await who.post('/api/me/phone/verify', { code: fresh })).status).toBe(200);
  });

  it('lets a code work for 10 minutes only', async () => {
    const me = await signedIn(t);
    await as(t, me.cookie).post('/api/me/phone', { phone: '8012345678' });
    const code = codeFromOutbox(t, '+918012345678');
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, me.user.id));
    const late = await as(t, me.cookie).post('/api/me/phone/verify', { code });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('code_expired');
  });

  it('gives a verified number to one account at a time', async () => {
    const first = await signedIn(t);
    const second = await signedIn(t);
    for (const person of [first, second]) {
      await minutePassed(t);
      expect((await as(t, person.cookie).post('/api/me/phone', { phone: '9090909090' })).status).toBe(202);
      const code = codeFromOutbox(t, '+919090909090');
      expect((await as(t, person.cookie).post('/api/me/phone/verify', { code })).status).toBe(200);
    }
    const holders = await t.database.db
      .select()
      .from(verifiedPhones)
      .where(eq(verifiedPhones.phone, '+919090909090'));
    expect(holders.map((h) => h.userId)).toEqual([second.user.id]);
    expect((await as(t, first.cookie).get('/api/me/phone')).body.verified).toBeNull();
  });

  it('tells the account the number left, in the bell and by e-mail, never who took it', async () => {
    const before = await signedIn(t, { name: 'Asha Before', email: 'asha.before@example.in' });
    const after = await signedIn(t, { name: 'Tarun Taker', email: 'tarun.taker@example.in' });
    for (const person of [before, after]) {
      await minutePassed(t);
      expect((await as(t, person.cookie).post('/api/me/phone', { phone: '9191919191' })).status).toBe(202);
      const code = codeFromOutbox(t, '+919191919191');
      expect((await as(t, person.cookie).post('/api/me/phone/verify', { code })).status).toBe(200);
    }
    const bell = (await as(t, before.cookie).get('/api/notifications')).body.items as Notification[];
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      kind: 'phone_moved',
      read: false,
      actor: null,
      data: { ending: '9191' },
    });
    expect((await as(t, before.cookie).get('/api/notifications/unread-count')).body.count).toBe(1);
    // The one who verified it hears nothing of the other account.
    const theirs = (await as(t, after.cookie).get('/api/notifications')).body.items as Notification[];
    expect(theirs.filter((n) => n.kind === 'phone_moved')).toEqual([]);

    await t.app.jobs.drain();
    const mails = t.sent.filter(
      (m) =>
        m.subject.includes('no longer verified') && m.to.endsWith('@example.in') && m.text.includes('9191'),
    );
    expect(mails.map((m) => m.to)).toEqual(['asha.before@example.in']);
    const mail = mails[0]!;
    expect(mail.text).toContain('ending 9191 is no longer verified on your Bazaar account');
    expect(mail.text).toContain('सत्यापित नहीं है');
    expect(mail.text).toContain(new URL('/account/settings', t.config.publicUrl).toString());
    for (const secret of ['Tarun', 'tarun.taker', '919191919191'])
      expect(JSON.stringify([mail, bell]), secret).not.toContain(secret);
  });

  it('tells nobody when an account changes to a number nobody else holds', async () => {
    const me = await signedIn(t);
    for (const phone of ['9292929292', '9393939393']) {
      await minutePassed(t);
      expect((await as(t, me.cookie).post('/api/me/phone', { phone })).status).toBe(202);
      const code = codeFromOutbox(t, `+91${phone}`);
      expect((await as(t, me.cookie).post('/api/me/phone/verify', { code })).status).toBe(200);
    }
    expect((await as(t, me.cookie).get('/api/notifications')).body.items).toEqual([]);
  });

  it('limits codes per number across accounts and per account', async () => {
    for (let i = 0; i < PHONE_VERIFICATION.sendsPerNumberPerHour; i++) {
      const someone = await signedIn(t);
      await minutePassed(t);
      expect((await as(t, someone.cookie).post('/api/me/phone', { phone: '6000000001' })).status).toBe(202);
    }
    const one = await signedIn(t);
    await minutePassed(t);
    const refused = await as(t, one.cookie).post('/api/me/phone', { phone: '6000000001' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/this number/);

    const busy = await signedIn(t);
    for (let i = 0; i < PHONE_VERIFICATION.sendsPerAccountPerHour; i++) {
      await minutePassed(t);
      expect((await as(t, busy.cookie).post('/api/me/phone', { phone: `610000000${i}` })).status).toBe(202);
    }
    await minutePassed(t);
    expect((await as(t, busy.cookie).post('/api/me/phone', { phone: '6200000000' })).status).toBe(429);
  });

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone',
      payload: { phone: '9876543210' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('verifying through the SMS gateway (Twilio Messages API, a stand-in on 127.0.0.1)', () => {
  const requests: { url: string; auth: string; type: string; form: URLSearchParams }[] = [];
  let failNext = false;
  let gateway: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({
          url: `${req.method} ${req.url}`,
          auth: req.headers.authorization ?? '',
          type: req.headers['content-type'] ?? '',
          form: new URLSearchParams(body),
        });
        res.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          res.statusCode = 400;
          res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
          return;
        }
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: 'SM0123', status: 'queued' }));
      });
    });
    await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
    const { port } = gateway.address() as AddressInfo;
    t = await testApp({
      SMS_URL: `http://127.0.0.1:${port}`,
      SMS_ACCOUNT_SID: 'AC00000000000000000000000000000001',
      SMS_AUTH_TOKEN: 'token-for-tests',
      SMS_FROM: '+15005550006',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((done) => gateway.close(done));
  });

  it('posts the code to the gateway as Twilio documents it, and the code verifies', async () => {
    const me = await signedIn(t);
    expect((await as(t, me.cookie).post('/api/me/phone', { phone: '9123456789' })).status).toBe(202);
    const sent = requests.at(-1)!;
    expect(sent.url).toBe('POST /2010-04-01/Accounts/AC00000000000000000000000000000001/Messages.json');
    expect(sent.auth).toBe(
      `Basic ${Buffer.from('AC00000000000000000000000000000001:token-for-tests').toString('base64')}`,
    );
    expect(sent.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.form.get('To')).toBe('+919123456789');
    expect(sent.form.get('From')).toBe('+15005550006');
    const code = /\b(\d{6})\b/.exec(sent.form.get('Body')!)![1]!;
    expect(fs.existsSync(path.join(t.config.dataDir, 'sms'))).toBe(false);
    const done = await as(t, me.cookie).post('/api/me/phone/verify', { code });
    expect(done.body.verified).toBe('+919123456789');
  });

  it('says so when the gateway refuses, and lets the person ask again at once', async () => {
    const me = await signedIn(t);
    failNext = true;
    const refused = await as(t, me.cookie).post('/api/me/phone', { phone: '9988776655' });
    expect(refused.status).toBe(502);
    expect(refused.body.error.code).toBe('sms_failed');
    expect(JSON.stringify(refused.body)).not.toContain('21211');
    expect((await as(t, me.cookie).post('/api/me/phone', { phone: '9988776655' })).status).toBe(202);
  });
});

describe('SMS settings', () => {
  it('refuse to start with SMS_URL but without the credentials the gateway needs', () => {
    expect(() => loadConfig({ SMS_URL: 'https://api.twilio.com', SMS_FROM: '+15005550006' })).toThrow(
      /SMS_ACCOUNT_SID, SMS_AUTH_TOKEN: needed with SMS_URL/,
    );
    const off = loadConfig({ NODE_ENV: 'production' }).sms;
    expect(off).toMatchObject({ gateway: undefined, devPage: false });
    expect(off.outboxDir).toMatch(/sms$/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { jobs, notifications } from '../../db/schema.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedIn } from '../../test/auth.ts';
import { testDatabasePair } from '../../test/database-pair.ts';
import { istToday } from '../../db/ist-day.ts';
import { DIGEST_JOB, MATCH_JOB } from './service.ts';

/**
 * Two API instances on one database, as two processes behind a load balancer: the alert work is
 * shared through the job table, never done twice, and survives an instance that died mid-job.
 */
let pair: Awaited<ReturnType<typeof testDatabasePair>>;
let one: FastifyInstance;
let two: FastifyInstance;
const sent: MailMessage[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-alerts-'));
let buyer: Awaited<ReturnType<typeof signedIn>>;
let seller: Awaited<ReturnType<typeof signedIn>>;

async function instance(database: Awaited<ReturnType<typeof testDatabasePair>>['first']) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LIST_CACHE_MS: '0',
    PUBLIC_URL: 'https://bazaar.example',
    // A short lease: an instance that dies mid-job hands it over quickly.
    JOBS_LEASE_MS: '300',
  });
  const app = await buildApp({ config, database, mailer: { send: async (m) => void sent.push(m) } });
  await app.ready();
  return app;
}

const creta = {
  category: 'cars',
  title: '',
  description: 'Single owner, serviced at the dealer, new tyres.',
  price: 450000,
  state: 'maharashtra',
  city: 'pune',
  locality: 'Kothrud',
  photoIds: [],
  attributes: {
    brand: 'Hyundai',
    model: 'Creta',
    year: '2019',
    fuel: 'Diesel',
    transmission: 'Manual',
    kmDriven: '42000',
    owners: '1',
  },
};

async function publish(app: FastifyInstance): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie: seller.cookie },
    payload: creta,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const alertsFor = (listingId: number) =>
  pair.first.db.select().from(notifications).where(eq(notifications.listingId, listingId));

beforeAll(async () => {
  pair = await testDatabasePair();
  one = await instance(pair.first);
  two = await instance(pair.second);
  buyer = await signedIn({ app: one, database: pair.first }, { name: 'Bina Buyer' });
  seller = await signedIn({ app: one, database: pair.first }, { name: 'Sunil Seller' });
  const res = await one.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: buyer.cookie },
    payload: { query: { q: 'creta', city: 'pune' } },
  });
  expect(res.statusCode).toBe(201);
}, 60_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await pair?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('alert jobs shared by two instances', () => {
  it('are enqueued with the ad, in its transaction', async () => {
    const id = await publish(one);
    const queued = await pair.first.db.select().from(jobs).where(eq(jobs.name, MATCH_JOB));
    expect(queued.find((j) => j.payload.listingId === id && j.doneAt === null)).toBeTruthy();
    await one.jobs.drain();
  });

  it('are done once when both instances work at the same moment', async () => {
    const ids = [await publish(one), await publish(two), await publish(one)];
    await Promise.all([one.jobs.drain(), two.jobs.drain(), one.jobs.drain(), two.jobs.drain()]);
    for (const id of ids) expect(await alertsFor(id)).toHaveLength(1);
  });

  it('are taken over after the lease when an instance died holding one, and still done once', async () => {
    const id = await publish(one);
    // Instance one claims the job and "dies" before finishing it.
    const claimed = await one.jobs.claim();
    expect(claimed.map((j) => j.payload.listingId)).toContain(id);
    await two.jobs.drain();
    expect(await alertsFor(id)).toHaveLength(0); // still leased to the dead instance
    await new Promise((r) => setTimeout(r, 400));
    await two.jobs.drain();
    expect(await alertsFor(id)).toHaveLength(1);
    // Had the first instance finished after all, nothing is repeated.
    await two.jobs.drain();
    expect(await alertsFor(id)).toHaveLength(1);
  });

  it('a job that throws is tried again later, not lost', async () => {
    await pair.first.db.insert(jobs).values({ name: MATCH_JOB, payload: { listingId: 'x' }, maxAttempts: 2 });
    await one.jobs.drain();
    const [row] = await pair.first.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'listingId' = 'x'`);
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBeTruthy();
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('daily digest', () => {
  it('mails each person once a day with the day’s matches and a working unsubscribe link', async () => {
    const day = istToday();
    const [digest] = await pair.first.db.select().from(jobs).where(eq(jobs.name, DIGEST_JOB));
    expect(digest).toMatchObject({ singletonKey: day, payload: { day } });
    // It waits for the day's end; run it now, from both instances at once.
    await pair.first.db.execute(sql`update ${jobs} set run_at = now() where name = ${DIGEST_JOB}`);
    sent.length = 0;
    await Promise.all([one.jobs.drain(), two.jobs.drain()]);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toMatch(/@example\.in$/);
    expect(mail.subject).toContain('new ads');
    expect(mail.text).toContain('https://bazaar.example/products/cars/');
    expect(mail.text).toContain('Hyundai Creta');
    expect(mail.text).toContain('नमस्ते');

    // Running the day again sends nothing more.
    await pair.first.db.execute(
      sql`update ${jobs} set run_at = now(), done_at = null where name = ${DIGEST_JOB}`,
    );
    await one.jobs.drain();
    expect(sent).toHaveLength(1);

    // The link works without signing in, from the mail as it is.
    const link = new URL(/https:\/\/bazaar\.example\/alerts\/unsubscribe\?token=\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;
    const forged = await two.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: token.replace(/^\d+/, String(seller.user.id)) },
    });
    expect(forged.statusCode).toBe(400);
    const res = await two.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(res.statusCode).toBe(200);
    const setting = await one.inject({
      method: 'GET',
      url: '/api/alerts/digest',
      headers: { cookie: buyer.cookie },
    });
    expect(setting.json()).toEqual({ digest: false });
  });

  it('is not sent to people who unsubscribed', async () => {
    const tomorrow = '2099-01-01';
    await pair.first.db.execute(
      sql`update saved_search_matches set created_at = ${`${tomorrow}T06:00:00Z`}::timestamptz`,
    );
    await pair.first.db.insert(jobs).values({ name: DIGEST_JOB, payload: { day: tomorrow } });
    sent.length = 0;
    await one.jobs.drain();
    expect(sent).toHaveLength(0);
  });
});

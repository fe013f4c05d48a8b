import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ConversationSummary, MadeOffer } from '@bazaar/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { testDatabasePair } from '../../test/database-pair.ts';
import { createListing } from '../../test/factories.ts';
import { openEvents } from '../../test/sse.ts';
import { as, sellerBuyerStranger } from '../../test/social.ts';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('GET /api/events on one server', () => {
  let t: TestApp;
  let base: string;
  let people: Awaited<ReturnType<typeof sellerBuyerStranger>>;

  beforeAll(async () => {
    t = await testApp();
    base = await listen(t.app);
    people = await sellerBuyerStranger(t);
  });
  afterAll(() => t.close());

  it('is for signed-in people only', async () => {
    const anonymous = await openEvents(base);
    expect(anonymous.status).toBe(401);
    const forged = await openEvents(base, 'bazaar_session=not-a-session');
    expect(forged.status).toBe(401);
  });

  it('delivers the other person’s message, offer and decision to every open tab, and to no one else', async () => {
    const sellerTabs = [
      await openEvents(base, people.seller.cookie),
      await openEvents(base, people.seller.cookie),
    ];
    const buyerTab = await openEvents(base, people.buyer.cookie);
    const strangerTab = await openEvents(base, people.stranger.cookie);
    try {
      const buyer = as(t, people.buyer.cookie);
      const c = (await buyer.post(`/api/listings/${people.listing.id}/conversation`))
        .body as ConversationSummary;
      const sent = await buyer.post(`/api/conversations/${c.id}/messages`, {
        body: 'Is it still available?',
      });
      for (const tab of sellerTabs) {
        expect(await tab.next('message')).toEqual({
          type: 'message',
          conversationId: c.id,
          messageId: sent.body.id,
        });
        expect(await tab.next('notification')).toMatchObject({ type: 'notification' });
      }
      // The sender's own tabs hear it too (a second window shows the message it sent).
      expect(await buyerTab.next('message')).toMatchObject({ conversationId: c.id });

      const made = (await buyer.post(`/api/listings/${people.listing.id}/offers`, { amount: 400_000 }))
        .body as MadeOffer;
      expect(await sellerTabs[0]!.next('offer')).toMatchObject({
        offerId: made.offer.id,
        conversationId: c.id,
      });

      await as(t, people.seller.cookie).post(`/api/offers/${made.offer.id}/accept`);
      expect(await buyerTab.next('offer')).toMatchObject({ offerId: made.offer.id });
      expect(await buyerTab.next('notification')).toMatchObject({ type: 'notification' });

      // Events carry ids only, never what was written.
      const everything = JSON.stringify([...sellerTabs[1]!.pending(), ...buyerTab.pending()]);
      expect(everything).not.toContain('still available');
      expect(strangerTab.pending()).toEqual([]);
    } finally {
      for (const tab of [...sellerTabs, buyerTab, strangerTab]) tab.close();
    }
  });

  it('tells a favouriter’s open tab that the ad was sold', async () => {
    const fan = await signedIn(t);
    const ad = await createListing(t.database.db, people.seller.user.id);
    const { favourites } = await import('../../db/schema.ts');
    await t.database.db.insert(favourites).values({ userId: fan.user.id, listingId: ad.id });
    const tab = await openEvents(base, fan.cookie);
    try {
      await as(t, people.seller.cookie).post(`/api/listings/${ad.id}/sold`);
      expect(await tab.next('notification')).toMatchObject({ type: 'notification' });
    } finally {
      tab.close();
    }
  });
});

describe('two API processes on one database', () => {
  let pair: Awaited<ReturnType<typeof testDatabasePair>>;
  let apps: FastifyInstance[];

  let dataDir: string;

  beforeAll(async () => {
    pair = await testDatabasePair();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-two-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LIST_CACHE_MS: '0',
    });
    apps = [
      await buildApp({ config, database: pair.first, mailer: { send: async () => {} } }),
      await buildApp({ config, database: pair.second, mailer: { send: async () => {} } }),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await pair.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message written through one to a person connected to the other', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const viaOne = { app: one, database: pair.first } as unknown as TestApp;
    const viaTwo = { app: two, database: pair.second } as unknown as TestApp;
    const seller = await signedIn(viaTwo, { name: 'Seller on two' });
    const buyer = await signedIn(viaOne, { name: 'Buyer on one' });
    const listing = await createListing(pair.first.db, seller.user.id);

    const sellerTab = await openEvents(await listen(two), seller.cookie);
    try {
      const api = as(viaOne, buyer.cookie);
      const c = (await api.post(`/api/listings/${listing.id}/conversation`)).body as ConversationSummary;
      const sent = await api.post(`/api/conversations/${c.id}/messages`, { body: 'Hello from process one' });
      expect(sent.status).toBe(201);
      expect(await sellerTab.next('message')).toEqual({
        type: 'message',
        conversationId: c.id,
        messageId: sent.body.id,
      });
      // And the seller, on process two, reads it there.
      const thread = await as(viaTwo, seller.cookie).get(`/api/conversations/${c.id}/messages`);
      expect(thread.body.items.at(-1).body).toBe('Hello from process one');
    } finally {
      sellerTab.close();
    }
  });
});

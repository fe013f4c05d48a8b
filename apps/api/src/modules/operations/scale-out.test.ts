import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage, ConversationSummary, EditableListing } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApiProcess, type ApiProcess } from '../../test/api-process.ts';
import { carAd, jpeg, openEventStream, signUp, Visitor } from '../../test/http-visitor.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../test/round-robin-proxy.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';

/**
 * Two real API processes on one PostgreSQL database and one photo folder, behind a round-robin
 * proxy: whatever one process did, the other one sees. PGlite is one process by design, so this
 * runs in the PostgreSQL pass only.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two API processes behind a load balancer (PostgreSQL runs only)', () => {
  let database: ScratchDatabase;
  let proxy: RoundRobinProxy;
  const apis: ApiProcess[] = [];
  let shared: string;
  let seller: Visitor;
  let buyer: Visitor;

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl!, 'bazaar_scale');
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-scale-'));
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
    // The media folder is shared (DATA_DIR/media); each process keeps its own DATA_DIR otherwise,
    // as two machines would. The mail outbox is shared too, so a sign-up link works on either.
    for (const i of ports.keys()) {
      const dataDir = path.join(shared, `process-${i}`);
      fs.mkdirSync(dataDir);
      fs.symlinkSync(path.join(shared, 'media'), path.join(dataDir, 'media'));
      fs.symlinkSync(path.join(shared, 'mail'), path.join(dataDir, 'mail'));
    }
    fs.mkdirSync(path.join(shared, 'media'));
    fs.mkdirSync(path.join(shared, 'mail'));
    // Both at once: migrations must cope with a twin starting on the same database.
    apis.push(
      ...(await Promise.all(
        ports.map((port, i) =>
          startApiProcess({
            port,
            dataDir: path.join(shared, `process-${i}`),
            env: { DATABASE_URL: database.url, PUBLIC_URL: proxy.url, DATABASE_POOL_SIZE: '3' },
            logFile: path.join(shared, `process-${i}.log`),
          }),
        ),
      )),
    );
    seller = new Visitor(proxy.url);
    buyer = new Visitor(proxy.url);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(apis.map((a) => a.stop()));
    await proxy?.close();
    await database?.drop();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it('signs up on one process and is signed in on both', async () => {
    for (const [who, n] of [
      [seller, 1],
      [buyer, 2],
    ] as const) {
      const confirmed = await signUp(who, path.join(shared, 'mail'), {
        name: `Scale Person ${n}`,
        email: `scale${n}@example.in`,
        password: 'scale-out-password',
      });
      expect(confirmed.status).toBe(201);
      for (const api of apis) expect((await who.get('/api/auth/me', { baseUrl: api.url })).status).toBe(200);
    }
    // A fresh sign-in through the proxy, checked on each process directly.
    const again = new Visitor(proxy.url);
    const login = await again.post('/api/auth/login', {
      email: 'scale1@example.in',
      password: 'scale-out-password',
      remember: false,
    });
    expect(login.status).toBe(200);
    for (const api of apis) expect((await again.get('/api/auth/me', { baseUrl: api.url })).status).toBe(200);
  });

  let adId: number;

  it('posts an ad with photos through the proxy; both processes show it and its photos', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const up = await seller.upload(await jpeg(60 * i));
      expect(up.status).toBe(201);
      ids.push(up.body.id);
    }
    const posted = await seller.post<{ id: number }>(
      '/api/listings',
      carAd('Hyundai Creta SX', 515_000, ids),
    );
    expect(posted.status).toBe(201);
    adId = posted.body.id;
    for (const api of apis) {
      const ad = await seller.get<EditableListing>(`/api/me/listings/${adId}`, { baseUrl: api.url });
      expect(ad.status).toBe(200);
      expect(ad.body.photos.map((p) => p.id)).toEqual(ids);
      for (const p of ad.body.photos) {
        for (const url of [p.photo.card, p.photo.full]) {
          const res = await fetch(api.url + url);
          expect(res.status, url).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/webp');
        }
      }
      const page = await buyer.get<{ id: number }>(`/api/listings/${adId}`, { baseUrl: api.url });
      expect(page.status).toBe(200);
    }
    // The requests really went both ways.
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]));
  });

  it('delivers a chat message posted on one process to a buyer streaming events from the other', async () => {
    const opened = await buyer.post<ConversationSummary>(`/api/listings/${adId}/conversation`);
    expect(opened.status).toBe(200);
    const conversationId = opened.body.id;

    // The stream goes through the proxy; the seller then writes to the *other* process directly.
    const stream = await openEventStream(buyer);
    const other = apis[1 - proxy.served.at(-1)!]!;
    const sent = await seller.post<ChatMessage>(
      `/api/conversations/${conversationId}/messages`,
      { body: 'Yes, it is still available. Come and see it on Sunday.' },
      { baseUrl: other.url },
    );
    expect(sent.status).toBe(201);
    await stream.waitFor(new RegExp(`event: message\\ndata: \\{[^\\n]*"messageId":${sent.body.id}`));
    await stream.close();

    // And the message itself reads back the same through either process.
    for (const api of apis) {
      const page = await buyer.get<{ items: ChatMessage[] }>(
        `/api/conversations/${conversationId}/messages`,
        {
          baseUrl: api.url,
        },
      );
      expect(page.body.items.map((m) => m.id)).toContain(sent.body.id);
    }
  });
});

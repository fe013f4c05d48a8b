// `npx tsx bench/live.ts`: live delivery (Server-Sent Events over PostgreSQL LISTEN/NOTIFY).
// Starts two API processes on one PostgreSQL database (BENCH_DATABASE_URL's server, database
// bazaar_live_bench, made afresh), opens LIVE_CONNECTIONS (default 1,000) event streams of as many
// sellers, half on each process, then a buyer writes LIVE_MESSAGES messages through process A,
// LIVE_CONCURRENCY at a time, each to a random seller. Delivery = from just before the POST until
// the seller's stream receives the event; shown for sellers on A (same process) and on B.
import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { startProcess, type Child } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.LIVE_CONNECTIONS ?? 1000);
const MESSAGES = Number(process.env.LIVE_MESSAGES ?? 2000);
const CONCURRENCY = Number(process.env.LIVE_CONCURRENCY ?? 16);
const DB = 'bazaar_live_bench';

const token = () => randomBytes(32).toString('base64url');
const hash = (t: string) => createHash('sha256').update(t).digest('hex');
const dbUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${DB}`;
  return u.toString();
})();

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB}`);
  await admin.query(`create database ${DB}`);
  await admin.end();
}

/** Sellers with one ad each, one buyer with a conversation on every ad, and a session for everyone. */
async function people(n: number) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const sellers = (
    await db.query<{ id: string }>(
      `insert into users (name, email) select 'Seller ' || g, 'seller' || g || '@bench.in'
       from generate_series(1, $1::int) g returning id`,
      [n],
    )
  ).rows.map((r) => Number(r.id));
  const [buyer] = (
    await db.query<{ id: string }>(
      `insert into users (name, email) values ('Buyer', 'buyer@bench.in') returning id`,
    )
  ).rows.map((r) => Number(r.id));
  const conversations = (
    await db.query<{ id: string; seller_id: string }>(
      `with ads as (
         insert into listings (seller_id, category, title, description, price, state, city)
         select s, 'cars', 'Car ' || s, 'A car', 100000, 'kerala', 'kochi' from unnest($1::bigint[]) s
         returning id, seller_id)
       insert into conversations (listing_id, buyer_id, seller_id)
       select id, $2, seller_id from ads returning id, seller_id`,
      [sellers, buyer],
    )
  ).rows.map((r) => ({ id: Number(r.id), sellerId: Number(r.seller_id) }));
  const cookies = new Map<number, string>();
  const expires = new Date(Date.now() + 3600_000);
  for (const userId of [...sellers, buyer!]) {
    const t = token();
    cookies.set(userId, `bazaar_session=${t}`);
    await db.query(
      `insert into sessions (id_hash, user_id, persistent, expires_at) values ($1, $2, true, $3)`,
      [hash(t), userId, expires],
    );
  }
  await db.end();
  return { buyer: buyer!, conversations, cookies };
}

/** One seller's open stream; calls `onEvent` with the message id of every 'message' event. */
async function openStream(base: string, cookie: string, onEvent: (messageId: number) => void) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready!: () => void;
  const opened = new Promise<void>((r) => (ready = r));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes(': connected')) ready();
          if (frame.startsWith('event: message')) {
            const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { messageId: number };
            onEvent(data.messageId);
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  await opened;
  return () => controller.abort();
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(name: string, values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(34)} n=${String(s.length).padStart(5)}  p50 ${f(percentile(s, 50))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s.at(-1) ?? NaN)} ms`,
  );
}

await freshDatabase();
const env = {
  DATABASE_URL: dbUrl,
  SEED_DEMO: 'false',
  WEB_DIST: '',
  LOG_LEVEL: 'error',
  DATABASE_POOL_SIZE: '10',
};
const dataDirs = ['a', 'b'].map((n) => `/tmp/bazaar-live-bench-${n}-${process.pid}`);
const a: Child = await startProcess(
  'apps/api/src/server.ts',
  { ...env, DATA_DIR: dataDirs[0]! },
  '/api/ready',
);
const b: Child = await startProcess(
  'apps/api/src/server.ts',
  { ...env, DATA_DIR: dataDirs[1]! },
  '/api/ready',
);
const stops: (() => void)[] = [];
try {
  const { buyer, conversations, cookies } = await people(CONNECTIONS);
  const arrivals = new Map<number, { at: number; side: 'A' | 'B' }>();
  const waiting = new Map<number, () => void>();
  const latencies = { A: [] as number[], B: [] as number[] };
  let missed = 0;

  const t0 = Date.now();
  for (const [i, c] of conversations.entries()) {
    const side = i % 2 === 0 ? 'A' : 'B';
    stops.push(
      await openStream(side === 'A' ? a.url : b.url, cookies.get(c.sellerId)!, (messageId) => {
        arrivals.set(messageId, { at: performance.now(), side });
        waiting.get(messageId)?.();
      }),
    );
  }
  console.log(`${conversations.length} event streams open (half on each process) in ${Date.now() - t0} ms`);

  const buyerCookie = cookies.get(buyer)!;
  let next = 0;
  async function writer() {
    while (next < MESSAGES) {
      next++;
      const c = conversations[Math.floor(Math.random() * conversations.length)]!;
      const start = performance.now();
      const res = await fetch(`${a.url}/api/conversations/${c.id}/messages`, {
        method: 'POST',
        headers: { cookie: buyerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Is it still available? (${next})` }),
      });
      if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: number };
      // The event can arrive before the answer does; otherwise wait for it (5 s at most).
      if (!arrivals.has(id)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5000);
          waiting.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiting.delete(id);
      }
      const arrival = arrivals.get(id);
      if (arrival) latencies[arrival.side].push(arrival.at - start);
      else missed++;
    }
  }
  const t1 = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, writer));
  const seconds = (Date.now() - t1) / 1000;
  console.log(
    `${MESSAGES} messages in ${seconds.toFixed(1)} s (${(MESSAGES / seconds).toFixed(0)}/s), ${CONCURRENCY} writers`,
  );
  summary('delivery, seller on A (same process)', latencies.A);
  summary('delivery, seller on B (other process)', latencies.B);
  summary('delivery, all', [...latencies.A, ...latencies.B]);
  console.log(`not delivered within 5 s: ${missed}`);
} finally {
  for (const stop of stops) stop();
  await a.stop();
  await b.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB}`);
  await admin.end();
}

// `npm run bench:invalidation`: how long a second Bazaar process keeps serving an answer after a
// change made through the first. Two API processes as `npm start` runs them on one fresh PostgreSQL
// database (made on BENCH_DATABASE_URL's server, dropped after) with a few demo ads. Through
// process A an operator takes ads down (then restores them) and a seller edits an ad's price, while
// process B is asked for the same answers every few milliseconds by another signed-in person. The
// delay runs from A's answer to the write until B's first answer showing the change; B answering
// the old version again afterwards is counted as a flip-back. Goal: ≤ 200 ms every time.
// INVALIDATION_ROUNDS (20) repetitions of each change; INVALIDATION_ADS (200) demo ads. Then
// INVALIDATION_FILL (2000) different lists on A, and what its caches hold (from /metrics).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_EMAIL, SECOND_DEMO_EMAIL, signIn } from './session.ts';
import { root, startProcess, type Child } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.INVALIDATION_ROUNDS ?? 20);
const demoAds = process.env.INVALIDATION_ADS ?? '200';
const fill = Number(process.env.INVALIDATION_FILL ?? 2000);
const GOAL_MS = 200;
const POLL_GAP_MS = 2;
/** How long B is watched after the change first shows, for an old answer coming back. */
const WATCH_AFTER_MS = 100;
const GIVE_UP_MS = 10_000;

const dbName = `bazaar_invalidation_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

interface Seen {
  /** From the write's answer to B's first answer with the change (negative: B had it first). */
  delayMs: number;
  /** Old answers B gave after it had shown the change. */
  flipBacks: number;
}

/**
 * Asks `url` every few ms from before `write` starts until `WATCH_AFTER_MS` after the first answer
 * `changed` accepts, and times that answer from the moment `write` resolved.
 */
async function watch(
  url: string,
  cookie: string,
  changed: (status: number, body: string) => boolean,
  write: () => Promise<void>,
): Promise<Seen> {
  const ask = async () => {
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    return changed(res.status, await res.text());
  };
  if (await ask()) throw new Error(`${url} shows the change before it was made`);
  let firstSeen: number | undefined;
  let flipBacks = 0;
  const polling = (async () => {
    const started = performance.now();
    for (;;) {
      const isNew = await ask();
      const now = performance.now();
      if (isNew) firstSeen ??= now;
      else if (firstSeen !== undefined) flipBacks++;
      if (firstSeen !== undefined && now - firstSeen > WATCH_AFTER_MS) return;
      if (now - started > GIVE_UP_MS)
        throw new Error(`${url} still shows the old answer after ${GIVE_UP_MS} ms`);
      await new Promise((r) => setTimeout(r, POLL_GAP_MS));
    }
  })();
  const written = await write().then(() => performance.now());
  await polling;
  return { delayMs: firstSeen! - written, flipBacks };
}

async function send(api: Child, cookie: string, method: string, route: string, body?: unknown) {
  const res = await fetch(api.url + route, {
    method,
    headers: {
      cookie,
      origin: api.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res;
}

const priceOf = (body: string) => (JSON.parse(body) as { price: number }).price;
/** Every sample of a process's /metrics, by name and labels as written (`bazaar_cache_bytes{cache="lists"}`). */
async function metricsOf(api: Child): Promise<Map<string, number>> {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const sumOf = (samples: Map<string, number>, name: string) =>
  [...samples].filter(([k]) => k.startsWith(`${name}{`)).reduce((sum, [, v]) => sum + v, 0);

function cacheRows(samples: Map<string, number>) {
  const names = [...samples.keys()]
    .filter((k) => k.startsWith('bazaar_cache_max_bytes{'))
    .map((k) => /cache="([^"]+)"/.exec(k)![1]!);
  const of = (metric: string, cache: string) => samples.get(`${metric}{cache="${cache}"}`) ?? 0;
  return names.map((cache) => ({
    cache,
    entries: of('bazaar_cache_entries', cache),
    'MiB kept': Number(mib(of('bazaar_cache_bytes', cache))),
    'MiB budget': Number(mib(of('bazaar_cache_max_bytes', cache))),
    'hit ratio': Number(of('bazaar_cache_hit_ratio', cache).toFixed(2)),
  }));
}

/** `count` different list URLs: categories × sorts × price bands. */
function fillUrls(count: number): string[] {
  const categories = [
    'cars',
    'motorcycles',
    'scooters',
    'mobile-phones',
    'houses-for-rent',
    'houses-for-sale',
  ];
  const sorts = ['newest', 'price_asc', 'price_desc'];
  const urls: string[] = [];
  for (let band = 0; urls.length < count; band++)
    for (const category of categories)
      for (const sort of sorts)
        if (urls.length < count)
          urls.push(`/api/listings?category=${category}&sort=${sort}&maxPrice=${1_000_000 + band * 1000}`);
  return urls;
}

const idsOf = (body: string) =>
  (JSON.parse(body) as { items: Array<{ id: number }> }).items.map((ad) => ad.id);

function summary(what: string, seen: Seen[]) {
  const delays = seen.map((s) => Math.max(0, s.delayMs)).sort((a, b) => a - b);
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.ceil(q * delays.length) - 1)]!;
  const max = delays.at(-1)!;
  return {
    change: what,
    times: seen.length,
    'p50 ms': Number(at(0.5).toFixed(1)),
    'p95 ms': Number(at(0.95).toFixed(1)),
    'max ms': Number(max.toFixed(1)),
    'flip-backs': seen.reduce((sum, s) => sum + s.flipBacks, 0),
    goal: max <= GOAL_MS ? `met (≤ ${GOAL_MS} ms)` : `MISSED by ${(max - GOAL_MS).toFixed(0)} ms`,
  };
}

await admin(`drop database if exists ${dbName}`);
await admin(`create database ${dbName}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-invalidation-'));
const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_LISTINGS: demoAds };
const logs = path.join(root, 'bench/.logs');
const apis: Child[] = [];
try {
  console.log(`Two processes on ${dbName} with ${demoAds} demo ads (the first start adds them)…`);
  // One after the other: the first fills the empty database, the second finds it filled.
  apis.push(
    await startProcess('apps/api/src/server.ts', env, '/api/health', {
      deployedLog: path.join(logs, 'invalidation-a.log'),
    }),
  );
  apis.push(
    await startProcess('apps/api/src/server.ts', env, '/api/health', {
      deployedLog: path.join(logs, 'invalidation-b.log'),
    }),
  );
  const [a, b] = apis as [Child, Child];
  // As an operator would be appointed on a server: `npm run admin -- grant <e-mail> operator`.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/modules/moderation/cli.ts', 'grant', DEMO_EMAIL, 'operator'],
    { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  const operator = await signIn(a.url, DEMO_EMAIL);
  const viewer = await signIn(b.url, SECOND_DEMO_EMAIL);

  const list = (await (await send(b, viewer, 'GET', '/api/listings?limit=48')).json()) as {
    items: Array<{ id: number }>;
  };
  const mine = (await (await send(a, operator, 'GET', '/api/me/listings')).json()) as {
    items: Array<{ id: number; status: string }>;
  };
  const ownAd = mine.items.find((ad) => ad.status === 'active');
  if (!ownAd) throw new Error(`${DEMO_EMAIL} has no active ad to edit`);
  // Ads of neither person: a taken-down ad stays visible to its own seller.
  const viewers = (await (await send(b, viewer, 'GET', '/api/me/listings')).json()) as typeof mine;
  const theirs = new Set([...mine.items, ...viewers.items].map((ad) => ad.id));
  const others = list.items.map((ad) => ad.id).filter((id) => !theirs.has(id));
  if (others.length < rounds) throw new Error(`only ${others.length} ads to take down`);

  const takeDowns: Seen[] = [];
  const restores: Seen[] = [];
  const listDrops: Seen[] = [];
  const edits: Seen[] = [];
  const reason = { reason: 'Measuring how fast a decision reaches every process' };
  for (let i = 0; i < rounds; i++) {
    const id = others[i]!;
    const page = `${b.url}/api/listings/${id}`;
    const home = `${b.url}/api/listings?limit=48`;
    // The ad page and the list B keeps, both watched while A takes the ad down.
    let listSeen: Promise<Seen> | undefined;
    const takeDown = () =>
      send(a, operator, 'POST', `/api/admin/listings/${id}/remove`, reason).then(() => {});
    takeDowns.push(
      await watch(
        page,
        viewer,
        (status) => status === 404,
        async () => {
          let release!: () => void;
          const done = new Promise<void>((r) => (release = r));
          listSeen = watch(
            home,
            viewer,
            (_s, body) => !idsOf(body).includes(id),
            () => done,
          );
          await takeDown();
          release();
        },
      ),
    );
    listDrops.push(await listSeen!);
    restores.push(
      await watch(
        page,
        viewer,
        (status) => status === 200,
        () => send(a, operator, 'POST', `/api/admin/listings/${id}/restore`, reason).then(() => {}),
      ),
    );

    const ownPage = `${b.url}/api/listings/${ownAd.id}`;
    const editable = (await (await send(a, operator, 'GET', `/api/me/listings/${ownAd.id}`)).json()) as {
      photos: Array<{ id: number }>;
      price: number;
    } & Record<string, unknown>;
    const price = editable.price + 1000;
    const { photos, id: _id, status: _status, ...form } = editable;
    edits.push(
      await watch(
        ownPage,
        viewer,
        (status, body) => status === 200 && priceOf(body) === price,
        () =>
          send(a, operator, 'PATCH', `/api/listings/${ownAd.id}`, {
            ...form,
            price,
            photoIds: photos.map((p) => p.id),
          }).then(() => {}),
      ),
    );
  }
  console.log(
    `\nFrom A's answer to B's first answer with the change, polled every ${POLL_GAP_MS} ms + a request:`,
  );
  console.table([
    summary('take-down: ad page', takeDowns),
    summary('take-down: home list', listDrops),
    summary('restore: ad page', restores),
    summary('price edit: ad page', edits),
  ]);

  // Cache memory under load: A is asked `fill` different lists (every category, sort and price
  // band), each twice, then its caches are read from /metrics beside the heap they sit in.
  const heapBefore = (await metricsOf(a)).get('nodejs_heap_size_used_bytes') ?? 0;
  const urls = fillUrls(fill);
  for (let i = 0; i < urls.length; i += 8)
    await Promise.all(
      urls.slice(i, i + 8).map((u) => send(a, viewer, 'GET', u).then((r) => r.arrayBuffer())),
    );
  for (let i = 0; i < urls.length; i += 8)
    await Promise.all(
      urls.slice(i, i + 8).map((u) => send(a, viewer, 'GET', u).then((r) => r.arrayBuffer())),
    );
  const after = await metricsOf(a);
  console.log(`\nProcess A's caches after ${urls.length} different lists, each asked twice:`);
  console.table(cacheRows(after));
  const heapAfter = after.get('nodejs_heap_size_used_bytes') ?? 0;
  console.log(
    `heap used: ${mib(heapBefore)} MiB before, ${mib(heapAfter)} MiB after; ` +
      `the caches count ${mib(sumOf(after, 'bazaar_cache_bytes'))} MiB of a ${mib(sumOf(after, 'bazaar_cache_max_bytes'))} MiB budget`,
  );
} finally {
  for (const api of apis) await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await admin(`drop database if exists ${dbName}`);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { jpeg } from '../test/uploads.ts';
import { requestFor, type FuzzContext, type FuzzRequest } from './requests.ts';
import { discoverRoutes, type FuzzRoute } from './routes.ts';

/** Generated requests in one run over all shards; FUZZ_RUNS=200000 is the long variant. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
/** A file of the web app is served as it is: a few requests each are enough. */
const STATIC_FILE_RUNS = 5;

const describeRequest = (req: FuzzRequest) => {
  const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const payload = req.payload === undefined ? '' : `\n  body: ${clip(req.payload.toString())}`;
  return `${req.method} ${clip(req.url)}\n  headers: ${clip(JSON.stringify(req.headers))}${payload}`;
};

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The properties every answer must have, whatever was asked. */
export function checkAnswer(req: FuzzRequest, res: Answer): void {
  const fail = (why: string) => {
    throw new Error(
      `${why}\n  ${describeRequest(req)}\n  answer: ${res.statusCode} ${res.body.slice(0, 500)}`,
    );
  };
  if (res.statusCode >= 500) fail(`server error ${res.statusCode}`);
  const encoding = String(res.headers['content-encoding'] ?? '');
  if (encoding && !String(req.headers['accept-encoding'] ?? '').includes(encoding))
    fail(`answer in ${encoding}, which the request did not accept`);
  if (res.statusCode < 400 || req.method === 'HEAD') return;
  // An address with no page gets the web app (its not-found page) with a 404 and noindex.
  // (Dot segments resolved as the server's router sees them: /media/x/../../etc is /etc.)
  const pathname = new URL(`http://bazaar.test${req.url}`).pathname;
  const isPageAddress = !pathname.startsWith('/api/') && !pathname.startsWith('/media/');
  if (
    res.statusCode === 404 &&
    isPageAddress &&
    String(res.headers['content-type']).startsWith('text/html')
  ) {
    if (!res.body.includes('<meta name="robots" content="noindex" />')) fail('404 page without noindex');
    return;
  }
  // The original client's json-server answered an id it did not hold with 404 and `{}`; so do the legacy routes.
  if (res.statusCode === 404 && /^\/api\/legacy\/[^/]+\/[^/]+$/.test(pathname) && res.body === '{}') return;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
    fail('error answer is not JSON');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    fail('error answer does not parse as JSON');
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    fail('error answer lacks { error: { code, message } }');
  // The framework's own codes (FST_ERR_…) and words are internals: a person reads ours.
  const { code, message } = error as { code: string; message: string };
  if (/fst_|^err_/i.test(code) || /FST_ERR|Fastify|content-type parser/i.test(message))
    fail(`error answer shows an internal code or message: ${code}: ${message}`);
}

const ANSWER_TIMEOUT_MS = 15_000;

/** The body as a browser reads it: compressed answers are unpacked. */
function decoded(raw: Buffer, encoding: string): Buffer {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(raw);
    if (encoding === 'gzip') return zlib.gunzipSync(raw);
  } catch {
    return raw; // Not what the header says: the checks then fail on the bytes as they came.
  }
  return raw;
}

/**
 * Sends one request and reads its answer. A live stream (Server-Sent Events) never ends: its
 * headers are the answer, and the stream is closed as a browser tab would.
 */
async function send(t: TestApp, req: FuzzRequest): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms\n  ${describeRequest(req)}`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  const answer = (async () => {
    const res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers,
      payload: req.payload,
      remoteAddress: req.remoteAddress,
      payloadAsStream: true,
    });
    const stream = res.stream();
    if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      (res.raw.res as unknown as { destroy(): void }).destroy();
      stream.destroy();
      return { statusCode: res.statusCode, headers: res.headers, body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = decoded(Buffer.concat(chunks), String(res.headers['content-encoding'] ?? ''));
    return { statusCode: res.statusCode, headers: res.headers, body: body.toString() };
  })();
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A built web app of one page and one script, so page routes exist whether or not the web app was built. */
function tinyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-fuzz-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Bazaar</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

export interface FuzzServer {
  t: TestApp;
  routes: FuzzRoute[];
  ctx: FuzzContext;
  close(): Promise<void>;
}

export async function fuzzServer(): Promise<FuzzServer> {
  const webDist = tinyWebDist();
  // FUZZ_LOG=error prints the server's own account of a failure, each line as it is written.
  const t = await testApp({
    WEB_DIST: webDist,
    LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent',
  });
  const me = await signedIn(t);
  const other = await createUser(t.database.db);
  const ids = [
    (await createListing(t.database.db, me.user.id)).id,
    (await createListing(t.database.db, me.user.id, { status: 'sold' })).id,
    (await createListing(t.database.db, other.id)).id,
  ];
  return {
    t,
    routes: discoverRoutes(t.app),
    ctx: { cookie: me.cookie, ids, jpeg: await jpeg(64, 48) },
    async close() {
      await t.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** How many requests each route gets: the budget spread over the routes that take input. */
export function runsPerRoute(routes: FuzzRoute[], budget = FUZZ_RUNS): Map<FuzzRoute, number> {
  const dynamic = routes.filter((r) => !r.staticFile);
  const left = budget - (routes.length - dynamic.length) * STATIC_FILE_RUNS;
  const each = Math.ceil(Math.max(left, 0) / Math.max(dynamic.length, 1));
  return new Map(routes.map((r) => [r, r.staticFile ? STATIC_FILE_RUNS : each]));
}

const IDS_MAX = 40;

/**
 * Ids in successful answers (a conversation started, an offer made) become path parameters of
 * the routes fuzzed after, so routes of things the fuzzer created get past their 404.
 */
function harvestIds(ctx: FuzzContext, body: string) {
  for (const m of body.matchAll(/"id":(\d{1,9})[,}]/g)) {
    const id = Number(m[1]);
    if (!ctx.ids.includes(id)) ctx.ids.push(id);
    if (ctx.ids.length > IDS_MAX) ctx.ids.splice(3, 1);
  }
}

/**
 * Sends `runs` generated requests to one route and checks every answer. The session is renewed
 * first: an earlier route (logout, sign-in) may have ended it. Returns how many were sent.
 */
export async function fuzzRoute(server: FuzzServer, route: FuzzRoute, runs: number): Promise<number> {
  const { t, ctx } = server;
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: ctx.cookie } });
  if (me.statusCode !== 200) ctx.cookie = (await signedIn(t)).cookie;
  let sent = 0;
  const started = Date.now();
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requestFor(route, ctx), async (req) => {
      sent++;
      const answer = await send(t, req);
      if (answer.statusCode < 300) harvestIds(ctx, answer.body);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      checkAnswer(req, answer);
    }),
    {
      numRuns: runs,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      // Shrinking 1 MB bodies takes minutes: the first failure is reported as found unless asked.
      endOnFailure: process.env.FUZZ_SHRINK === undefined,
    },
  );
  // FUZZ_STATS=1 shows how deep each route's requests got (all 400s would mean a shallow fuzzer).
  if (process.env.FUZZ_STATS) {
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    console.info(
      `${route.methods.join(',')} ${route.path} (${Date.now() - started} ms): ${counts.join(' ')}`,
    );
  }
  return sent;
}

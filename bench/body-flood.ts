// `npx tsx bench/body-flood.ts`: BODY_SENDERS (default 2) clients each keep sending ~1 MB JSON bodies
// of 490,000 nested arrays to POST /api/alerts/unsubscribe (issue 37, row C) while other people
// browse lists (BODY_BROWSERS connections, BODY_SECONDS long), against Bazaar started as `npm start`
// starts it on the 1k demo (bench/.data-demo). Prints the browsers' latency alone and during the
// flood, what the senders got, and the p99 ratio. Goal: p99 during the flood at most 2× alone.
import path from 'node:path';
import { BROWSE_SCENARIOS } from './scenarios.ts';
import { BROWSER_HEADERS, load, printResults, root, startProcess, type LoadResult } from './support.ts';
import { PGLITE_DEMO } from './targets/pglite.ts';

const SENDERS = Number(process.env.BODY_SENDERS ?? 2);
const BROWSERS = Number(process.env.BODY_BROWSERS ?? 8);
const SECONDS = Number(process.env.BODY_SECONDS ?? 15);
const LEVELS = 490_000;
const body = `{"token":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`;

/** One sender: the deep body again and again until `until`; counts the answers by status. */
async function sender(url: string, until: number, statuses: Map<number, number>) {
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/alerts/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
  }
}

console.log(
  `body: ${(body.length / 1024 / 1024).toFixed(2)} MB, ${LEVELS} nested arrays; ${SENDERS} senders`,
);
const api = await startProcess('apps/api/src/server.ts', PGLITE_DEMO.env, '/api/health', {
  deployedLog: path.join(root, 'bench/.logs/body-flood.log'),
});
try {
  const urls = BROWSE_SCENARIOS.flatMap(([, paths]) => paths.map((p) => api.url + p));
  const browse = (name: string) =>
    load(name, urls, { connections: BROWSERS, seconds: SECONDS, headers: BROWSER_HEADERS });
  await load('warm-up', urls, { connections: BROWSERS, seconds: 3, headers: BROWSER_HEADERS });
  const alone = await browse('browsing lists, alone');
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  const [during] = await Promise.all([
    browse(`browsing lists, during ${SENDERS} deep-JSON senders`),
    ...Array.from({ length: SENDERS }, () => sender(api.url, until, statuses)),
  ]);
  printResults([alone, during] satisfies LoadResult[]);
  console.log(
    `senders got: ${[...statuses].map(([s, n]) => `${n} × ${s || 'connection error'}`).join(', ')}`,
  );
  const ratio = during.p99 / Math.max(1, alone.p99);
  console.log(
    `browsers' p99: alone ${alone.p99} ms, during ${during.p99} ms: ${ratio.toFixed(2)}×, ${during.errors} errors (goal ≤ 2×, none): ${
      during.errors === 0 && during.rps > 0 && ratio <= 2 ? 'met' : 'missed'
    }`,
  );
} finally {
  await api.stop();
}

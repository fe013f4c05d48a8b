// `npm run upload-flood -w @bazaar/bench`: Bazaar started as `npm start` starts it on the 1k demo
// (bench/.data-demo, seeded on the first start). FLOOD_BROWSERS connections ask for a category list
// with a browser's Accept-Encoding for FLOOD_SECONDS, alone, then while one signed-in account sends
// 12 MP JPEGs FLOOD_WIDTH (8) at a time, round after round (each round once the last is answered).
// Prints the list's latency both times and what the uploads got. Goal (issue 37): the list's p99
// during the flood at most 2× its p99 alone, no errors.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateUsers } from '../apps/api/src/db/seed/people.ts';
import { signIn } from './session.ts';
import { BROWSER_HEADERS, load, printResults, root, startProcess, type LoadResult } from './support.ts';
import { PGLITE_DEMO } from './targets/pglite.ts';

const WIDTH = Number(process.env.FLOOD_WIDTH ?? 8);
const BROWSERS = Number(process.env.FLOOD_BROWSERS ?? 8);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 15);
const LIST = '/api/listings?category=cars';
const RATIO_GOAL = 2;

/** A 4000×3000 JPEG of sharp noise at high quality: about 12 MB, as a phone's largest photos are. */
async function bigPhoto(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'bazaar-bench-12mb.jpg');
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const data = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 90, g: 120, b: 150 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 97 })
    .toBuffer();
  fs.writeFileSync(file, data);
  return data;
}

interface Upload {
  status: number;
  ms: number;
  message?: string;
}

async function uploadOnce(url: string, cookie: string, photo: Buffer): Promise<Upload> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  try {
    const res = await fetch(`${url}/api/uploads`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    return { status: res.status, ms: performance.now() - started, message: body.error?.message };
  } catch (err) {
    return { status: 0, ms: performance.now() - started, message: (err as Error).message };
  }
}

/** Rounds of WIDTH uploads at once from one account until `until`. */
async function flood(url: string, cookie: string, photo: Buffer, until: number): Promise<Upload[]> {
  const all: Upload[] = [];
  while (Date.now() < until)
    all.push(...(await Promise.all(Array.from({ length: WIDTH }, () => uploadOnce(url, cookie, photo)))));
  return all;
}

const photo = await bigPhoto();
console.log(
  `photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${os.availableParallelism()} cores`,
);
const api = await startProcess('apps/api/src/server.ts', PGLITE_DEMO.env, '/api/health', {
  deployedLog: path.join(root, 'bench/.logs/upload-flood.log'),
});
try {
  // Uploads per person are limited per ten minutes (and kept in the database): a demo account
  // of its own for each run leaves the next run's account unlimited.
  const demo = generateUsers(200, 2006)[2 + Math.floor(Math.random() * 198)]!;
  const cookie = await signIn(api.url, demo.email);
  const browse = (name: string) =>
    load(name, api.url + LIST, { connections: BROWSERS, seconds: SECONDS, headers: BROWSER_HEADERS });

  await load('warm-up', api.url + LIST, { connections: BROWSERS, seconds: 3, headers: BROWSER_HEADERS });
  const alone = await browse(`GET ${LIST}, alone`);
  const [during, uploads] = await Promise.all([
    browse(`GET ${LIST}, during the flood`),
    flood(api.url, cookie, photo, Date.now() + SECONDS * 1000),
  ]);
  printResults([alone, during] satisfies LoadResult[]);

  const outcomes = new Map<number, Upload[]>();
  for (const u of uploads) outcomes.set(u.status, [...(outcomes.get(u.status) ?? []), u]);
  console.log(`uploads, ${WIDTH} at a time from one account:`);
  for (const [status, list] of outcomes) {
    const ms = list.map((u) => u.ms).sort((a, b) => a - b);
    console.log(
      `  ${list.length} × ${status || 'network error'}, answered in ${Math.round(ms[0]!)}–${Math.round(ms.at(-1)!)} ms` +
        (list[0]!.message && status !== 201 ? `: "${list[0]!.message}"` : ''),
    );
  }
  const ratio = during.p99 / Math.max(1, alone.p99);
  console.log(
    `list p99: alone ${alone.p99} ms, during the flood ${during.p99} ms: ${ratio.toFixed(2)}×, ` +
      `${during.errors + during.non2xx} failed (goal ≤ ${RATIO_GOAL}×, none): ${
        during.errors + during.non2xx === 0 && during.rps > 0 && ratio <= RATIO_GOAL
          ? 'met'
          : `MISSED by ${Math.max(0, ratio - RATIO_GOAL).toFixed(2)}×`
      }`,
  );
} finally {
  await api.stop();
}

// The baseline the original product ran on: json-server 0.17 over one JSON file in the SPEC's shape
// (a collection per category, fields as SPEC §3 names them), holding as many ads as the demo data
// a new user starts with (BENCH_JSON_SERVER_ADS, 1,000).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCategory, groupIndian } from '@bazaar/shared';
import { generateListings } from '../../apps/api/src/db/seed/generate.ts';
import { BROWSER_HEADERS, freePort, loadEach, root, type LoadOptions, type LoadResult } from '../support.ts';
import type { Scenario } from '../scenarios.ts';
import { legacyScenarios } from './legacy.ts';

const count = Number(process.env.BENCH_JSON_SERVER_ADS ?? 1000);

/** Writes the db.json; collections are named as the original client's URLs name them (`motorcyles`, `mobile` …). */
export function writeDatabase(file: string) {
  const collections: Record<string, unknown[]> = {};
  let id = 0;
  for (const ad of generateListings({
    count,
    userCount: Math.max(20, Math.round(count / 8)),
    now: new Date('2026-11-01T00:00:00Z'),
  })) {
    const category = findCategory(ad.category)!;
    const key = category.aliases?.[0] ?? category.slug;
    (collections[key] ??= []).push({
      id: ++id,
      brand: ad.brand ?? '',
      model: ad.model ?? ad.title,
      // The original's data: prices as Indian-grouped text, owners as a number.
      price: groupIndian(ad.price),
      year: ad.year,
      distance: ad.kmDriven,
      img: [`/media/demo/${ad.category}-${id % 24}.webp`],
      fuel: ad.fuel ?? '',
      transmission: ad.transmission ?? '',
      totalOwners: ad.owners ? parseInt(ad.owners, 10) : null,
      address: [ad.locality, ad.city, ad.state].join(', '),
      postDate: ad.createdAt.toISOString().slice(0, 10),
      sellerName: `Seller ${ad.sellerIndex}`,
      product_desc: ad.description,
    });
  }
  fs.writeFileSync(file, JSON.stringify(collections));
  return (collections.cars ?? []).slice(0, 48).map((c) => (c as { id: number }).id);
}

export const JSON_SERVER_LABEL = `[json-server ${count / 1000}k]`;

/** json-server running over its db.json, the same three calls ready to load it with. */
export interface JsonServer {
  url: string;
  /** The legacy scenarios with json-server's own paths (its ids, no /api/legacy prefix). */
  scenarios: Scenario[];
  /**
   * Resolves once it answers one car quickly again. json-server answers one request at a time: list
   * requests still queued from a round would be counted against whatever is measured next.
   */
  idle(): Promise<void>;
  stop(): void;
}

export async function startJsonServer(): Promise<JsonServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-json-server-'));
  const file = path.join(dir, 'db.json');
  const carIds = writeDatabase(file);
  const port = await freePort();
  const bin = path.join(root, 'node_modules/json-server/lib/cli/bin.js');
  const child = spawn(
    process.execPath,
    [bin, '--quiet', '--host', '127.0.0.1', '--port', String(port), file],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    process.off('exit', kill);
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/cars/${carIds[0]}`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 600) throw new Error('json-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    stop();
    throw err;
  }
  return {
    url,
    scenarios: legacyScenarios('', carIds),
    async idle() {
      for (let quick = 0, i = 0; quick < 3 && i < 3000; i++) {
        const started = Date.now();
        await fetch(`${url}/cars/${carIds[0]}`).catch(() => undefined);
        quick = Date.now() - started < 100 ? quick + 1 : 0;
      }
    },
    stop,
  };
}

/** json-server's three scenarios on their own (bench/legacy.ts; `npm run bench` measures them beside Bazaar). */
export async function benchJsonServer(opts: LoadOptions): Promise<LoadResult[]> {
  const server = await startJsonServer();
  try {
    const results: LoadResult[] = [];
    for (const scenario of server.scenarios) {
      await server.idle();
      results.push(
        ...(await loadEach(server.url, [scenario], {
          ...opts,
          // The same browser headers as Bazaar gets; json-server 0.17 compresses its answers too.
          headers: BROWSER_HEADERS,
          label: JSON_SERVER_LABEL,
        })),
      );
    }
    return results;
  } finally {
    server.stop();
  }
}

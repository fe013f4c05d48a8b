// Bazaar on its embedded database (PGlite) with 100,000 ads (BENCH_PGLITE_ADS), as `npm start`
// runs it: seeded once into bench/.data-pglite, reused by later runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiScenarios } from '../scenarios.ts';
import { loadEach, root, startProcess, type LoadResult } from '../support.ts';
import { legacyScenarios } from './legacy.ts';

const target = Number(process.env.BENCH_PGLITE_ADS ?? 100_000);
const DATA_DIR = path.join(root, 'bench/.data-pglite');
const SEEDED = path.join(DATA_DIR, `seeded-${target}`);

function prepare() {
  if (fs.existsSync(SEEDED)) {
    console.log(`bench/.data-pglite already holds ${target} ads`);
    return;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Seeding ${target} ads into bench/.data-pglite (once; later runs reuse them)…`);
  const started = Date.now();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/db/seed/cli.ts', '--count', String(target), '--photos', 'pool'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: '', DATA_DIR } },
  );
  console.log(`PGlite seeding took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  fs.writeFileSync(SEEDED, '');
}

export async function benchPglite(opts: { connections: number; seconds: number }): Promise<LoadResult[]> {
  prepare();
  const api = await startProcess(
    'apps/api/src/server.ts',
    {
      DATABASE_URL: '',
      DATA_DIR,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      NODE_ENV: 'production',
      OPEN_AD_PAGES: 'true',
    },
    '/api/health',
  );
  try {
    const label = `[PGlite ${target / 1000}k]`;
    const results = await loadEach(api.url, await apiScenarios(api.url), { ...opts, label });
    const cars = (await (await fetch(`${api.url}/api/listings?category=cars&limit=48`)).json()) as {
      items: Array<{ id: number }>;
    };
    const ids = cars.items.map((c) => c.id);
    results.push(...(await loadEach(api.url, legacyScenarios('/api/legacy', ids), { ...opts, label })));
    return results;
  } finally {
    await api.stop();
  }
}

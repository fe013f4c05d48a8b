import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';

const ARCHITECTURE = new URL('../../../../../docs/architecture.md', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

/** One sample of /metrics, by metric name and `cache` label. */
async function sample(name: string, cache: string): Promise<number> {
  const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = body.split('\n').find((l) => l.startsWith(`${name}{cache="${cache}"}`));
  if (!line) throw new Error(`no ${name} for ${cache} in /metrics`);
  return Number(line.split(' ').pop());
}

it('shows each cache’s bytes against its budget, and how often it answered without a load', async () => {
  const seller = await createUser(t.database.db);
  for (let i = 0; i < 5; i++) await createListing(t.database.db, seller.id, { title: `Honda Amaze S ${i}` });
  await t.app.changes.heard();
  const url = '/api/listings?category=cars';
  const body = (await t.app.inject({ method: 'GET', url })).body;
  for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url });

  // The kept answer's text and room for its compressed copies, its key and the cache's overhead.
  const bytes = await sample('bazaar_cache_bytes', 'lists');
  expect(bytes).toBeGreaterThanOrEqual(body.length * 1.5);
  expect(bytes).toBeLessThan(body.length * 1.5 + 1000);
  expect(await sample('bazaar_cache_max_bytes', 'lists')).toBe(16 * 1024 * 1024);
  expect(await sample('bazaar_cache_entries', 'lists')).toBe(1);
  expect(await sample('bazaar_cache_hits', 'lists')).toBe(3);
  expect(await sample('bazaar_cache_misses', 'lists')).toBe(1);
  expect(await sample('bazaar_cache_hit_ratio', 'lists')).toBe(0.75);
  // Every cache is there, each with a budget.
  for (const cache of [
    'searches',
    'ads',
    'suggestions',
    'legacy-pages',
    'legacy-ads',
    'legacy-counts',
    'legacy-answered-as',
  ])
    expect(await sample('bazaar_cache_max_bytes', cache)).toBeGreaterThan(0);
  for (const cache of ['sessions', 'photo-owners', 'person-answers'])
    expect(await sample('bazaar_cache_max_bytes', cache)).toBeGreaterThan(0);
});

it('is what docs/architecture.md says: each cache’s budget, and the headers browsers get', async () => {
  const doc = fs.readFileSync(ARCHITECTURE, 'utf8');
  const section = doc.slice(doc.indexOf('## Every cache'));
  // The process caches' table: `label` | file | … | budget.
  const rows = [...section.matchAll(/^\| `([a-z-]+)` +\|.*\| ([\d.]+) (MiB|KiB) *\|$/gm)];
  expect(rows.length).toBeGreaterThanOrEqual(10);
  for (const [, cache, amount, unit] of rows) {
    const bytes = Number(amount) * (unit === 'MiB' ? 1024 * 1024 : 1024);
    expect(await sample('bazaar_cache_max_bytes', cache!), cache).toBe(bytes);
  }
  // Every Cache-Control a list, an ad's page or a person's own answer goes out with is written there.
  const { cookie } = await signedIn(t);
  const sent = [
    (await t.app.inject({ method: 'GET', url: '/api/listings?category=cars' })).headers['cache-control'],
    (await t.app.inject({ method: 'GET', url: '/api/listings?category=cars', headers: { cookie } })).headers[
      'cache-control'
    ],
    (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })).headers[
      'cache-control'
    ],
  ];
  for (const header of sent) expect(section).toContain(`\`${String(header)}\``);
});

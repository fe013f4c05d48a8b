import { LEGACY_LIKE_MAX, LEGACY_LIKE_PATTERNS_MAX, findLegacyCollection } from '@bazaar/shared';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_TIMEOUT_MS, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { listings } from '../db/schema.ts';
import { legacyRepository } from '../modules/legacy/repository.ts';
import { readLegacyQuery } from '../modules/legacy/query.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { createUser } from '../test/factories.ts';

const ADS = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  const seller = await createUser(t.database.db, { name: 'a'.repeat(80) });
  // Descriptions made to be slow to search: long runs of one letter, the worst case for a text match.
  await t.database.db.insert(listings).values(
    Array.from({ length: ADS }, (_, i) => ({
      sellerId: seller.id,
      category: 'mobile-phones',
      title: `Phone ${i} ${'a'.repeat(50)}`,
      description: 'a'.repeat(1990) + ` ${i}`,
      price: 10_000 + i,
      brand: 'Samsung',
      model: 'Galaxy',
      state: 'kerala',
      city: 'kochi',
      locality: 'a'.repeat(90),
    })),
  );
}, 120_000);
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Filter?: string;
  'Join Filter'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The database under test, with every statement it is sent written down. */
function recording(): { db: Db; statements: Array<{ text: string; params: unknown[] }> } {
  const statements: Array<{ text: string; params: unknown[] }> = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ text, params }) };
  const client = (t.database.db as unknown as { $client: never }).$client;
  const db = (t.database.kind === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzlePg(client, { schema, logger })) as unknown as Db;
  return { db, statements };
}

/** How the database ran a statement (EXPLAIN ANALYZE): every plan node with its rows and filters. */
async function planOf(statement: { text: string; params: unknown[] }): Promise<PlanNode[]> {
  const client = (
    t.database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
  ).$client;
  const result = (await client.query(
    `explain (analyze, format json) ${statement.text}`,
    statement.params,
  )) as {
    rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>;
  };
  const cell = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
  return nodesOf(plan[0]!.Plan);
}

// A regular-expression match (~, ~*, !~, !~*), as opposed to LIKE's ~~ and ~~*.
const REGEX_MATCH = /(?<![~!])!?~\*?(?!~)/;

describe('pattern filters cannot hold the server (row A)', () => {
  it('refuses the catastrophic pattern at once, signed out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/mobile?product_desc_like=(.%7B1,200%7D)%7B1,200%7D&_limit=1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/plain text/);
  });

  it('matches _like as plain text: pattern characters never reach the database as a pattern', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/mobile?product_desc_like=a%25a&_limit=1',
    });
    // "%" is LIKE's wildcard: escaped, it matches only a literal "%", which no ad holds.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('runs the worst legacy query a person may send on 1,000 ads in one bounded pass', async () => {
    const mobile = findLegacyCollection('mobile')!;
    const c = { name: mobile.name, category: mobile.category, fields: mobile.fields };
    const longest = 'a'.repeat(LEGACY_LIKE_MAX - 1) + 'b';
    const fields = ['product_desc', 'sellerName', 'address', 'product_name'];
    const raw: Record<string, string> = {};
    for (const f of fields.slice(0, LEGACY_LIKE_PATTERNS_MAX)) raw[`${f}_like`] = longest;
    raw._sort = 'address,sellerName,product_desc';
    raw._order = 'desc,asc,desc';
    const q = readLegacyQuery(raw, c.fields, c.name, t.config.legacyListMax);
    // The longest patterns, each nearly matching the long runs in every ad: a text match's worst case.
    const { db, statements } = recording();
    const repo = legacyRepository(db);
    await repo.count(c, q);
    await repo.page(c, q);
    await repo.page(c, { ...q, filters: [] });
    expect(statements.length).toBeGreaterThanOrEqual(3);

    const ads = (await t.database.db.select({ id: listings.id }).from(listings)).length;
    expect(ads).toBeGreaterThanOrEqual(ADS);
    for (const statement of statements) {
      const nodes = await planOf(statement);
      for (const node of nodes) {
        for (const condition of [node.Filter, node['Join Filter'], node['Index Cond']]) {
          // Pattern text reaches the database only as an escaped LIKE, never as a regular expression.
          if (condition) expect(condition).not.toMatch(REGEX_MATCH);
        }
        // No node reads an ad more than once: each one's work is bounded by the ads there are.
        expect(node['Actual Rows'] * node['Actual Loops']).toBeLessThanOrEqual(ads + 1);
      }
    }
    const filtered = statements.map((s) => s.text).join('\n');
    expect(filtered).toMatch(/ilike/);
  }, 60_000);
});

describe('every statement has a time limit on PostgreSQL', () => {
  // PGlite cannot cancel a statement: there, the queries above are bounded by how they are built.
  it.runIf(!!process.env.TEST_DATABASE_URL)('on each connection of the pool', async () => {
    // Several at once, so they come from different connections.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.database.db.transaction(async (tx) => {
          const rows = (await tx.execute(sql`show statement_timeout`)) as unknown as {
            rows: Array<{ statement_timeout: string }>;
          };
          await tx.execute(sql`select pg_sleep(0.05)`);
          return rows.rows[0]!.statement_timeout;
        }),
      ),
    );
    expect(answers).toEqual(answers.map(() => `${STATEMENT_TIMEOUT_MS / 1000}s`));
  });
});

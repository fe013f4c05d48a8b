import { AsyncLocalStorage } from 'node:async_hooks';

/** How a statement wrote a table, as PostgreSQL names trigger events: `UPDATE:listings`. */
export type TableWrite = `${'INSERT' | 'UPDATE' | 'DELETE'}:${string}`;

const journal = new AsyncLocalStorage<Set<TableWrite>>();

// `insert into "listings"`, `update listings l set`, `delete from public.sessions`, also inside a
// WITH. A phrase like `for update skip locked` notes a write of table "skip": one nobody announces.
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The database client calls this with every statement it sends (drizzle's logger). */
export function noteStatement(text: string): void {
  const writes = journal.getStore();
  if (!writes) return;
  for (const [, verb, table] of text.matchAll(WRITE))
    writes.add(`${verb!.slice(0, 6).toUpperCase()}:${table!.toLowerCase()}` as TableWrite);
}

/** Runs `work`, noting in `writes` every table its statements write (and how). */
export function journalWrites<T>(writes: Set<TableWrite>, work: () => T): T {
  return journal.run(writes, work);
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';
import type { TableWrite } from './write-journal.ts';

/**
 * The writes the database announces (db/changes.ts): read from its own triggers, so this list
 * cannot drift from the migrations that make them.
 */
export async function announcedWrites(db: Db): Promise<ReadonlySet<TableWrite>> {
  const rows = await rowsOf<{ op: string; tbl: string }>(
    db,
    sql`select distinct event_manipulation as op, event_object_table as tbl
        from information_schema.triggers where trigger_name like '%announce%'`,
  );
  return new Set(rows.map((r) => `${r.op}:${r.tbl}` as TableWrite));
}

/**
 * `announcedWrites`, read once when first needed (a process may start while the database is
 * away); until it could be read, every write counts as announced.
 */
export function announcedWritesOf(db: Db): () => Promise<(write: TableWrite) => boolean> {
  let known: ReadonlySet<TableWrite> | undefined;
  return async () => {
    known ??= await announcedWrites(db).catch(() => undefined);
    const set = known;
    return set ? (write) => set.has(write) : () => true;
  };
}

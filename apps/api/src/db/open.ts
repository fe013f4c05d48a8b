import type { Config } from '../config.ts';
import { fromPostgres, openPglite, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import path from 'node:path';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated either way. */
export async function openDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = fromPostgres(config.databaseUrl, config.databasePoolSize);
    await migrate(database);
    return { database, close: () => database.close() };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrate(database);
    return {
      database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

import type { Config } from '../config.ts';
import { fromPostgres, openPglite, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { makeDataDirPrivate, tighten } from './private-data-dir.ts';
import path from 'node:path';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR; migrated either way. */
export async function openDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    // Photos and the mail outbox still live in DATA_DIR.
    makeDataDirPrivate(config.dataDir);
    const database = fromPostgres(config.databaseUrl, config.databasePoolSize);
    await migrate(database);
    return { database, close: () => database.close() };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const dir = path.join(config.dataDir, 'pglite');
    const database = await openPglite(dir);
    await migrate(database);
    // PGlite copies the files of a new database in with mode 0666 whatever the umask says.
    tighten(dir);
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

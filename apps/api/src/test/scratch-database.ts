import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlFor } from './database-url.ts';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * An empty database of its own on a PostgreSQL server (the API migrates it when it starts), for
 * tests that run whole API processes. `drop` ends whatever connections are left and removes it.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(serverUrl, name),
    name,
    async drop() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

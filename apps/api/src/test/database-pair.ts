import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, type Database } from '../db/client.ts';
import { databaseUrlFor } from './database-url.ts';

/**
 * Two handles on one migrated database, as two API processes would hold: two pools on one
 * PostgreSQL database, or (PGlite runs in-process) two handles on one PGlite instance. Each handle
 * listens for live events on its own, so what one publishes reaches the other through NOTIFY.
 */
export async function testDatabasePair(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (serverUrl && pgTemplate) {
    const name = `bazaar_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const url = databaseUrlFor(serverUrl, name);
    const first = fromPostgres(url, 3);
    const second = fromPostgres(url, 3);
    return {
      first,
      second,
      async close() {
        await first.close();
        await second.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  const first = fromPglite(client);
  const second = fromPglite(client);
  return {
    first,
    second,
    async close() {
      await second.events.close();
      await first.close();
    },
  };
}

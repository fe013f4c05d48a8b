import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, type Database } from '../db/client.ts';
import { databaseUrlFor } from './database-url.ts';

/**
 * A migrated, empty database of its own for one test file: a PGlite loaded from the run's template,
 * or, when TEST_DATABASE_URL is set, a PostgreSQL database copied from the template database.
 */
export async function testDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (serverUrl && pgTemplate) {
    const name = `bazaar_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const database = fromPostgres(databaseUrlFor(serverUrl, name), 5);
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return fromPglite(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump every test file loads (a fresh PGlite is slow to migrate). */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated database each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/** Migrates one template database per run; each test file then starts from a copy in well under a second. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bazaar_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const template = fromPostgres(databaseUrlFor(serverUrl, name), 1);
    await migrate(template);
    await template.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/scratch-database.ts';
import { fixtureDatabase, startPhotoServer, type PhotoServer } from './fixture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../../../..');
let photos: PhotoServer;
let work: string;
let dbFile: string;

beforeAll(async () => {
  photos = await startPhotoServer();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-import-'));
  dbFile = path.join(work, 'db.json');
  fs.writeFileSync(dbFile, JSON.stringify(fixtureDatabase(photos.host)));
});

afterAll(async () => {
  await photos?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** `npm run import -- db.json` as a person runs it (the script's own command, from another folder). */
function runImport(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      // The photo host of this test is on this machine.
      ['--import', 'tsx', path.join(here, 'cli.ts'), 'db.json', '--allow-private-addresses'],
      {
        cwd: root,
        env: { ...process.env, INIT_CWD: work, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
        timeout: 240_000,
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const SUMMARY =
  /Imported 14 ads \(5 of them repaired\), skipped 4, already there 0; 4 seller accounts made .*photos: 4 fetched, 4 missing\./;
const AGAIN = /Imported 0 ads \(0 of them repaired\), skipped 4, already there 14; 0 seller accounts made/;

describe('npm run import', () => {
  it('imports into the embedded database in DATA_DIR, reports each record, adds nothing the second time', async () => {
    const dataDir = path.join(work, 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await runImport(env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(`Importing ${dbFile} into the embedded database in ${dataDir}`);
    expect(first.out).toMatch(
      /cars\/3 +repaired +price "7,43,8,000" has misplaced commas: read as 74,38,000/,
    );
    expect(first.out).toMatch(/boats\/1 +skipped +unknown category "boats"/);
    expect(first.out).toMatch(SUMMARY);
    const second = await runImport(env);
    expect(second.out).toMatch(AGAIN);
  }, 300_000);

  it('refuses while a server runs on that data directory', async () => {
    const dataDir = path.join(work, 'busy');
    fs.mkdirSync(dataDir, { recursive: true });
    // This test process stands for the running server: alive, and not the importer.
    fs.writeFileSync(path.join(dataDir, 'bazaar.lock'), String(process.pid));
    const res = await runImport({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(res.code).toBe(1);
    expect(res.out).toContain(`Not importing: Another Bazaar server (pid ${process.pid}) is already using`);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('says clearly when the file is not JSON', async () => {
    fs.writeFileSync(path.join(work, 'broken.json'), '{ "cars": [');
    const res = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'cli.ts'), 'broken.json'],
        { cwd: root, env: { ...process.env, INIT_CWD: work } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, out: stdout + stderr }),
      ),
    );
    expect(res.code).toBe(2);
    expect(res.out).toContain(`Cannot read ${path.join(work, 'broken.json')} as JSON`);
  }, 60_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    'imports into PostgreSQL given DATABASE_URL, twice without doubling',
    async () => {
      const scratch: ScratchDatabase = await createScratchDatabase(serverUrl!, 'bazaar_i15_import');
      try {
        const env = { DATABASE_URL: scratch.url, DATA_DIR: path.join(work, 'unused') };
        const first = await runImport(env);
        expect(first.out).toContain('into PostgreSQL (DATABASE_URL)');
        expect(first.out).toMatch(SUMMARY);
        expect((await runImport(env)).out).toMatch(AGAIN);
      } finally {
        await scratch.drop();
      }
    },
    300_000,
  );
});

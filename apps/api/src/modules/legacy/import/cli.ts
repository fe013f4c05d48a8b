// `npm run import -- path/to/db.json [--source NAME] [--allow-private-addresses] [--attach-existing-accounts]`:
// adds the ads of an old json-server database (the original product's db.json) to the configured
// database: DATABASE_URL, or PGlite in DATA_DIR (refused while a server runs on that directory).
// Safe to run again: nothing is added twice. Photos come from public addresses only unless
// --allow-private-addresses (a local test); sellers never join an account someone signed up with
// unless --attach-existing-accounts.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.ts';
import { DataDirLockedError } from '../../../db/data-dir-lock.ts';
import { openDatabase, type OpenedDatabase } from '../../../db/open.ts';
import { photoStoreFor } from '../../media/index.ts';
import { ANY_ADDRESS, fetchPhoto, PHOTO_FETCH_LIMITS } from './fetch-photo.ts';
import { importDatabase, type ImportNote } from './importer.ts';
import { importRepository } from './repository.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    'allow-private-addresses': { type: 'boolean' },
    'attach-existing-accounts': { type: 'boolean' },
  },
});

const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(
    'Usage: npm run import -- path/to/db.json [--source NAME] [--allow-private-addresses] [--attach-existing-accounts]',
  );
  process.exit(2);
}
// npm runs scripts from the project's root; the path was given from where the person stood.
const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

let data: unknown;
try {
  data = JSON.parse(fs.readFileSync(fullPath, 'utf8'));
} catch (err) {
  console.error(`Cannot read ${fullPath} as JSON: ${(err as Error).message}`);
  process.exit(2);
}

const config = loadConfig();
let opened: OpenedDatabase;
try {
  opened = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`Not importing: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
console.log(`Importing ${fullPath} into ${where}…`);
const printNote = (n: ImportNote) =>
  console.log(`  ${n.record.padEnd(16)} ${n.outcome.padEnd(14)} ${n.detail}`);
try {
  const s = await importDatabase(data, importRepository(opened.database.db), {
    store: photoStoreFor(config),
    source: values.source,
    onNote: printNote,
    fetch: values['allow-private-addresses']
      ? (url) => fetchPhoto(url, { ...PHOTO_FETCH_LIMITS, allowAddress: ANY_ADDRESS })
      : undefined,
    attachExistingAccounts: values['attach-existing-accounts'],
  });
  console.log(
    `Imported ${s.imported} ads (${s.repaired} of them repaired), skipped ${s.skipped}, ` +
      `already there ${s.alreadyImported}; ${s.sellersCreated} seller accounts made (no password: ` +
      `"Forgot password?" sets one); photos: ${s.photosFetched} fetched, ${s.photosMissing} missing.`,
  );
} catch (err) {
  console.error(`Import stopped: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await opened.close();
}

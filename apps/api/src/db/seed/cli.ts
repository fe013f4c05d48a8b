// `npm run seed -- --count 1000000 [--photos pool|unique] [--append]`: fills the configured database
// (DATABASE_URL, or PGlite in DATA_DIR) with deterministic demo ads, e.g. for benchmarks.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { photoStoreFor } from '../../modules/media/index.ts';
import { openDatabase } from '../open.ts';
import { seedDemo } from './demo.ts';
import { countListings } from './insert.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    photos: { type: 'string' },
    append: { type: 'boolean', default: false },
  },
});

const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 1) {
  console.error('--count must be a whole number above zero');
  process.exit(2);
}
const photos = values.photos ?? (count > 5000 ? 'pool' : 'unique');
if (photos !== 'pool' && photos !== 'unique') {
  console.error('--photos must be "pool" or "unique"');
  process.exit(2);
}

const config = loadConfig();
const opened = await openDatabase(config);
try {
  const existing = await countListings(opened.database.db);
  if (existing > 0 && !values.append) {
    console.error(`The database already holds ${existing} ads. Add --append to add more anyway.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const made = await seedDemo(opened.database, photoStoreFor(config), {
      count,
      photos,
      log: { info: (msg: string) => console.log(msg) },
    });
    console.log(`Added ${made} ads in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await opened.close();
}

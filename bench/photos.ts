// Twelve 12-megapixel phone photos (4000×3000 JPEG) through the real upload pipeline: type check,
// decode with shrink-on-load, auto-rotate, metadata stripped, two WebP variants and the hashes, made
// in the photo pool's worker processes (their memory is not in this process's RSS), atomic writes.
// Budget (issue #4): all twelve in ≤ 6 s, peak memory (RSS) ≤ 400 MB. Prints both; asserts nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ingestRecordedPhoto } from '../apps/api/src/modules/media/ingest.ts';
import { photoPool } from '../apps/api/src/modules/media/photo-pool.ts';
import { diskStore } from '../apps/api/src/modules/media/store.ts';

const COUNT = 12;
const TIME_BUDGET_S = 6;
const RSS_BUDGET_MB = 400;

async function phonePhoto(seed: number): Promise<Buffer> {
  // Smoothed noise plus a gradient: closer to a photo (for the codecs) than a flat colour.
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 40 + seed * 10, g: 110, b: 150 },
      noise: { type: 'gaussian', mean: 120 + seed, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Bench', Model: `Phone ${seed}` } })
    .toBuffer();
  return noise;
}

// The inputs are made by a child process, so this one's memory counts only the pipeline.
const inputs = path.join(os.tmpdir(), 'bazaar-bench-12mp');
if (process.argv[2] === '--make-inputs') {
  fs.mkdirSync(inputs, { recursive: true });
  for (let i = 0; i < COUNT; i++) fs.writeFileSync(path.join(inputs, `${i}.jpg`), await phonePhoto(i));
  process.exit(0);
}
if (!fs.existsSync(path.join(inputs, `${COUNT - 1}.jpg`)))
  execFileSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--make-inputs'], {
    stdio: 'inherit',
  });
const photos = Array.from({ length: COUNT }, (_, i) => fs.readFileSync(path.join(inputs, `${i}.jpg`)));
const mb = (n: number) => Math.round(n / 1024 / 1024);
console.log(`inputs: ${COUNT} × 4000×3000 JPEG, ${mb(photos.reduce((s, p) => s + p.length, 0))} MB in all`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-photos-'));
const store = diskStore(dir);
const pool = photoPool();
const noRows = { record: async () => {}, forget: async () => {} };
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
const rssBefore = process.memoryUsage().rss;

const started = performance.now();
// As the server sees them: the web app sends two uploads at a time.
const queue = [...photos];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await ingestRecordedPhoto(store, pool, p, noRows);
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const maxRssMb = process.resourceUsage().maxRSS / 1024;
await pool.close();
fs.rmSync(dir, { recursive: true, force: true });

console.log(`processed ${COUNT} photos in ${seconds.toFixed(2)} s (budget ${TIME_BUDGET_S} s)`);
console.log(
  `peak RSS while processing: ${mb(peakRss)} MB (sampled; ${mb(rssBefore)} MB before), ` +
    `process maxRSS ${Math.round(maxRssMb)} MB (budget ${RSS_BUDGET_MB} MB)`,
);

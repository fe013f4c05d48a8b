// Prints the gzipped JavaScript each route needs before it can render, from Vite's build manifest,
// and exits non-zero when a route is over its budget in bench/budgets.json (CI runs it after the
// build: `npm run budget`). `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './support.ts';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const budgets = (
  JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as {
    initialJsKbGzip: Record<string, number>;
  }
).initialJsKbGzip;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

function gzipKb(keys: Set<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (file.endsWith('.js'))
      bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const routes: Record<string, string> = {
  home: 'src/features/listings/pages/HomePage.tsx',
  category: 'src/features/listings/pages/ListingsPage.tsx',
  ad: 'src/features/listings/pages/ListingDetailPage.tsx',
};

const over: string[] = [];
const rows = Object.entries(routes).map(([route, page]) => {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build: update bench/bundle.ts`);
  const keys = staticClosure(page, staticClosure(entry));
  const kb = gzipKb(keys);
  const budget = budgets[route];
  if (budget === undefined || kb > budget)
    over.push(`${route}: ${kb.toFixed(1)} KB (budget ${budget ?? 'none'})`);
  return { route, 'initial JS (KB gzip)': kb.toFixed(1), 'budget (KB)': budget };
});
console.log(`entry alone: ${gzipKb(staticClosure(entry)).toFixed(1)} KB gzip`);
console.table(rows);
if (over.length > 0) {
  console.error(`Over the JavaScript budget (bench/budgets.json):\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}

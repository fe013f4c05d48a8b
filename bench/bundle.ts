// Prints the gzipped JavaScript the HTML of each server-rendered page names (its module scripts,
// modulepreloads and the scripts its app starter loads: what the browser downloads before the page is
// interactive), and exits non-zero when a page is over its budget in bench/budgets.json (CI runs it
// after the build: `npm run budget`). `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appStartScripts } from '../apps/api/src/modules/seo/app-start.ts';
import { pageAssets } from '../apps/api/src/modules/seo/page-assets.ts';
import { root } from './support.ts';

const dist = path.join(root, 'apps/web/dist');
const budgets = (
  JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as {
    initialJsKbGzip: Record<string, number>;
  }
).initialJsKbGzip;

// The tags the server writes into each page's document (apps/api/src/plugins/web.ts), by the route
// module that draws it (apps/web/src/app/routes.tsx).
const assetsFor = pageAssets(dist);
const routeModule = (file: string) => `src/features/listings/routes/${file}.tsx`;
const routes: Record<string, string> = {
  home: routeModule('home'),
  category: routeModule('list'),
  ad: routeModule('ad'),
};

/** Every script the HTML makes the browser fetch: module scripts, modulepreloads, the app starter's. */
function namedScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const files = tags.flatMap((tag) => {
    const isScript = /^<script/i.test(tag) && /type="module"/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel="modulepreload"/i.test(tag);
    const url = /(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    return (isScript || isPreload) && url ? [url] : [];
  });
  return [...new Set([...files, ...appStartScripts(html)])];
}

const gzipKb = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  ) / 1024;

const over: string[] = [];
const rows = Object.entries(routes).map(([route, module]) => {
  const added = assetsFor({ scripts: [module], styles: [module] });
  if (!added.scripts) throw new Error(`no tags for the ${route} page: is apps/web/dist a full build?`);
  const files = namedScripts(added.styles + added.scripts);
  const kb = gzipKb(files);
  const budget = budgets[route];
  if (budget === undefined || kb > budget)
    over.push(`${route}: ${kb.toFixed(1)} KB (budget ${budget ?? 'none'})`);
  return {
    route,
    scripts: files.length,
    'JS named by the HTML (KB gzip)': kb.toFixed(1),
    'budget (KB)': budget,
  };
});
const app = assetsFor({ scripts: [], styles: [] });
console.log(`the app alone: ${gzipKb(namedScripts(app.scripts)).toFixed(1)} KB gzip`);
console.table(rows);
if (over.length > 0) {
  console.error(`Over the JavaScript budget (bench/budgets.json):\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}

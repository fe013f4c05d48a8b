// `npm start`: builds the web app when its sources are newer than the last build, then runs the
// server (migrations and first-run demo data happen inside it). Plain Node, so it runs before any build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
// The server's render of the first screen, built by the same `npm run build`.
const serverEntry = path.join(root, 'apps/web/dist/.ssr/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
];

function newestChange(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newestChange(path.join(p, name))), stat.mtimeMs);
}

const builtAt = [dist, serverEntry].reduce(
  (oldest, file) => Math.min(oldest, fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0),
  Infinity,
);
const changedAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
// An empty WEB_DIST runs the API alone: there is no web app to build.
if (process.env.WEB_DIST !== '' && changedAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@bazaar/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

supervise(['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  env: { NODE_ENV: 'production', ...process.env },
});

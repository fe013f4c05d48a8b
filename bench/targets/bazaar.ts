// Bazaar's API under load, started as `npm start` starts it (the headline rows), or with the bench's
// old settings (LOG_LEVEL=warn, OPEN_AD_PAGES=true, no Accept-Encoding, no cookie) as extra rows.
import path from 'node:path';
import { adIds, adPageScenarios, BROWSE_SCENARIOS, LIST_SCENARIOS } from '../scenarios.ts';
import { signIn } from '../session.ts';
import {
  BROWSER_HEADERS,
  loadEach,
  root,
  startProcess,
  type LoadOptions,
  type LoadResult,
} from '../support.ts';
import { legacyScenarios } from './legacy.ts';

export interface BazaarServer {
  /** "[PGlite 1k demo]": the label every row of this server starts with. */
  label: string;
  /** Only what differs from `npm start` on a fresh machine: where the data is. */
  env: Record<string, string>;
}

async function carIds(apiUrl: string): Promise<number[]> {
  const res = await fetch(`${apiUrl}/api/listings?category=cars&limit=48`);
  const cars = (await res.json()) as { items: Array<{ id: number }> };
  return cars.items.map((c) => c.id);
}

/** Every scenario against the server as deployed: a browser's Accept-Encoding, signed in on ad pages. */
export async function benchDeployed(server: BazaarServer, opts: LoadOptions): Promise<LoadResult[]> {
  const logFile = path.join(
    root,
    'bench/.logs',
    `${server.label.replace(/\W+/g, ' ').trim().replace(/ /g, '-')}.log`,
  );
  console.log(`${server.label}: starting as npm start does; its log goes to ${path.relative(root, logFile)}`);
  const api = await startProcess('apps/api/src/server.ts', server.env, '/api/health', {
    deployedLog: logFile,
  });
  try {
    const cookie = await signIn(api.url);
    const signedIn = { ...opts, headers: { ...BROWSER_HEADERS, cookie }, label: server.label };
    const signedOut = { ...opts, headers: BROWSER_HEADERS, label: server.label };
    const ids = await adIds(api.url);
    return [
      ...(await loadEach(api.url, LIST_SCENARIOS, signedOut)),
      ...(await loadEach(api.url, adPageScenarios(ids), signedIn)),
      ...(await loadEach(api.url, legacyScenarios('/api/legacy', await carIds(api.url)), signedIn)),
    ];
  } finally {
    await api.stop();
  }
}

/** A list and the ad page with the settings earlier figures were taken with, for comparison only. */
export async function benchOldSettings(
  server: BazaarServer & { oldEnv?: Record<string, string> },
  opts: LoadOptions,
): Promise<LoadResult[]> {
  const api = await startProcess(
    'apps/api/src/server.ts',
    { ...server.env, NODE_ENV: 'production', OPEN_AD_PAGES: 'true', ...server.oldEnv },
    '/api/health',
  );
  try {
    const label = `${server.label} old settings:`;
    const ids = await adIds(api.url);
    return await loadEach(api.url, [BROWSE_SCENARIOS[1]!, adPageScenarios(ids)[0]!], { ...opts, label });
  } finally {
    await api.stop();
  }
}

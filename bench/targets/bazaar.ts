// Bazaar's API under load, started as `npm start` starts it (the headline rows), or with the bench's
// old settings (LOG_LEVEL=warn, OPEN_AD_PAGES=true, no Accept-Encoding, no cookie) as extra rows.
import path from 'node:path';
import { adIds, adPageScenarios, BROWSE_SCENARIOS, LIST_SCENARIOS, type Scenario } from '../scenarios.ts';
import { signIn } from '../session.ts';
import {
  BROWSER_HEADERS,
  loadEach,
  loadSideBySide,
  root,
  startProcess,
  type LoadOptions,
  type LoadResult,
} from '../support.ts';
import { JSON_SERVER_LABEL, type JsonServer } from './json-server.ts';
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

/**
 * Every scenario against the server as deployed: a browser's Accept-Encoding, signed in on ad pages.
 * Given json-server, the legacy scenarios are measured beside it (`loadSideBySide`), its rows too.
 */
export async function benchDeployed(
  server: BazaarServer,
  opts: LoadOptions,
  jsonServer?: JsonServer,
): Promise<LoadResult[]> {
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
    const legacy = legacyScenarios('/api/legacy', await carIds(api.url));
    return [
      ...(await loadEach(api.url, LIST_SCENARIOS, signedOut)),
      ...(await loadEach(api.url, adPageScenarios(ids), signedIn)),
      ...(jsonServer
        ? await legacyBeside(
            jsonServer,
            legacy,
            { url: api.url, label: server.label, headers: signedIn.headers },
            opts,
          )
        : await loadEach(api.url, legacy, signedIn)),
    ];
  } finally {
    await api.stop();
  }
}

/** Each legacy scenario on Bazaar and on json-server in alternating rounds; both rows. */
async function legacyBeside(
  jsonServer: JsonServer,
  scenarios: Scenario[],
  bazaar: { url: string; label: string; headers: Record<string, string> },
  opts: LoadOptions,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [i, [name, paths]] of scenarios.entries()) {
    const theirs = jsonServer.scenarios[i]![1];
    const [ours, original] = await loadSideBySide(
      [
        { name: `${bazaar.label} ${name}`, urls: paths.map((p) => bazaar.url + p), headers: bazaar.headers },
        {
          name: `${JSON_SERVER_LABEL} ${name}, beside ${bazaar.label}`,
          urls: theirs.map((p) => jsonServer.url + p),
          // The same browser headers as Bazaar gets; json-server 0.17 compresses its answers too.
          headers: BROWSER_HEADERS,
        },
      ],
      { ...opts, settle: jsonServer.idle },
    );
    results.push(
      { ...ours, scenario: name, target: bazaar.label },
      { ...original, scenario: name, target: JSON_SERVER_LABEL, beside: bazaar.label },
    );
  }
  return results;
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

// Bazaar's API under load, started as `npm start` starts it, with its ceiling (the same app answering
// a fixed shared answer, bench/ceiling-server.ts) measured on the same data before and after it.
import path from 'node:path';
import { adIds, adPageScenarios, CEILING_PATH, LIST_SCENARIOS, type Scenario } from '../scenarios.ts';
import { signIn } from '../session.ts';
import {
  BROWSER_HEADERS,
  load,
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

/** The scenario of a server's ceiling row that the goals divide by: the mean of before and after. */
export const CEILING = 'ceiling';

const logFileOf = (server: BazaarServer, suffix: string) =>
  path.join(
    root,
    'bench/.logs',
    `${server.label.replace(/\W+/g, ' ').trim().replace(/ /g, '-')}${suffix}.log`,
  );

async function carIds(apiUrl: string): Promise<number[]> {
  const res = await fetch(`${apiUrl}/api/listings?category=cars&limit=48`);
  const cars = (await res.json()) as { items: Array<{ id: number }> };
  return cars.items.map((c) => c.id);
}

/** The ceiling server on this server's data, signed out with a browser's headers, as lists are fetched. */
async function ceiling(server: BazaarServer, opts: LoadOptions, when: string): Promise<LoadResult> {
  const app = await startProcess('bench/ceiling-server.ts', server.env, CEILING_PATH, {
    deployedLog: logFileOf(server, '-ceiling'),
  });
  try {
    const url = app.url + CEILING_PATH;
    const withHeaders = { ...opts, headers: BROWSER_HEADERS };
    await load('ceiling (warm-up)', url, { ...withHeaders, seconds: 2 });
    const result = await load(`${server.label} ceiling (same app, fixed answer), ${when}`, url, withHeaders);
    return { ...result, scenario: `${CEILING}, ${when}`, target: server.label };
  } finally {
    await app.stop();
  }
}

/**
 * Every scenario against the server as deployed (a browser's Accept-Encoding, signed in on ad
 * pages) between two measurements of its ceiling, whose mean is the row the goals divide by.
 * Given json-server, the legacy scenarios are measured beside it (`loadSideBySide`), its rows too.
 */
export async function benchDeployed(
  server: BazaarServer,
  opts: LoadOptions,
  jsonServer?: JsonServer,
): Promise<LoadResult[]> {
  const before = await ceiling(server, opts, 'before');
  const measured = await benchScenarios(server, opts, jsonServer);
  const after = await ceiling(server, opts, 'after');
  const mean: LoadResult = {
    ...after,
    name: `${server.label} ceiling, mean of before and after`,
    scenario: CEILING,
    rps: Math.round((before.rps + after.rps) / 2),
    p99: Math.max(before.p99, after.p99),
  };
  return [before, after, mean, ...measured];
}

async function benchScenarios(
  server: BazaarServer,
  opts: LoadOptions,
  jsonServer?: JsonServer,
): Promise<LoadResult[]> {
  const logFile = logFileOf(server, '');
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

// Bazaar on its embedded database (PGlite) as a new user runs it: `npm start` on an empty data
// folder, which fills it with the 1,000 demo ads on the first start (bench/.data-demo, kept for
// later runs, since the first start takes a minute or more).
import path from 'node:path';
import type { LoadOptions, LoadResult } from '../support.ts';
import { root } from '../support.ts';
import { benchDeployed, type BazaarServer } from './bazaar.ts';
import type { JsonServer } from './json-server.ts';

export const PGLITE_DEMO: BazaarServer = {
  label: '[PGlite 1k demo]',
  env: { DATABASE_URL: '', DATA_DIR: path.join(root, 'bench/.data-demo') },
};

export async function benchPglite(opts: LoadOptions, jsonServer?: JsonServer): Promise<LoadResult[]> {
  return benchDeployed(PGLITE_DEMO, opts, jsonServer);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATES } from './server.ts';

/**
 * One folder per run for the data folders a first start fills, one per demo size (support/server.ts);
 * the journeys' processes inherit its path and it is removed when the run ends.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-templates-'));
  process.env[DATA_TEMPLATES] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

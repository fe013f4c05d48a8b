import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts Bazaar as `npm start` would (built web app, migrations, first-run demo data) on 127.0.0.1,
 * on a free port and a data directory of its own, holding what a first start puts there. It stops
 * with the test run.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** Reuse a data directory (a restart), and keep it when stopping (to start again on it). */
  opts: { dataDir?: string; keepDataDir?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? (await freshDataDir(env.DEMO_LISTINGS ?? DEFAULT_DEMO_LISTINGS));
  return launch(env, dataDir, opts);
}

const DEFAULT_DEMO_LISTINGS = '240';
/** Set by the journeys' global setup (support/data-templates.ts); unset elsewhere (Lighthouse), where every start fills its own. */
export const DATA_TEMPLATES = 'BAZAAR_E2E_DATA_TEMPLATES';
const filling = new Map<string, Promise<string>>();

/**
 * A new data folder holding what a first start puts there: migrations and the demo ads with their
 * photos. Filling one is most of a first start, so each demo size is filled once per run and every
 * journey starts on a copy of it.
 */
async function freshDataDir(demoListings: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-'));
  const templates = process.env[DATA_TEMPLATES];
  if (!templates) return dataDir;
  const template = path.join(templates, `demo-${demoListings}`);
  if (!filling.has(template)) filling.set(template, fillTemplate(template, demoListings));
  fs.cpSync(await filling.get(template)!, dataDir, { recursive: true });
  return dataDir;
}

async function fillTemplate(template: string, demoListings: string): Promise<string> {
  if (fs.existsSync(template)) return template;
  const filled = await launch({ DEMO_LISTINGS: demoListings }, fs.mkdtempSync(`${template}-`), {
    keepDataDir: true,
  });
  await filled.stop();
  // Another journey file may have filled the same size meanwhile; either copy is as good.
  try {
    fs.renameSync(filled.dataDir, template);
  } catch {
    fs.rmSync(filled.dataDir, { recursive: true, force: true });
  }
  return template;
}

async function launch(
  env: Record<string, string>,
  dataDir: string,
  opts: { keepDataDir?: boolean },
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        // The address e-mailed links point at: the one the browser uses, so its cookies apply.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DEMO_LISTINGS: '240',
        // Hashing the demo photos in the background competes with the journeys for two cores;
        // one small batch, then a ten-minute pause, is all a journey's server needs.
        PHOTO_HASH_BATCH: '5',
        PHOTO_HASH_PAUSE_MS: '600000',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Bazaar exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server that never became ready must not outlive the test that started it.
      child.kill('SIGKILL');
      throw new Error('Bazaar did not become ready in time');
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

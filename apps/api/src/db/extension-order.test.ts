import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./extension-order-probe.ts', import.meta.url));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', probe, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('PGLITE_EXTENSIONS', () => {
  it('are loaded in an order where trigram nearest-neighbour queries answer', () => {
    const result = run();
    expect(result.error).toBeUndefined();
    expect(result.stdout.trim()).toBe('swift,swing');
  });

  it('would be caught in the order that breaks them', () => {
    // What the probe guards against, so the first test means something. Drop once PGlite
    // answers in this order too (seen on 0.5.16).
    expect(run('pg_trgm,cube,earthdistance').stdout.trim()).not.toBe('swift,swing');
  });
});

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./extension-order-probe.ts', import.meta.url));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', probe, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('PGLITE_EXTENSIONS', () => {
  it('are loaded so that trigram similarity (typo correction) answers', () => {
    const result = run();
    expect(result.error).toBeUndefined();
    expect(result.stdout.trim()).toBe('swift,swing');
  });
});

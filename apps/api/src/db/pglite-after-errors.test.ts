import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./pglite-after-errors-probe.ts', import.meta.url));

it('PGlite with our extensions answers trigram searches after failed statements', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', probe], {
    encoding: 'utf8',
    timeout: 90_000,
  });
  expect(result.error, 'the probe did not finish: PGlite is spinning').toBeUndefined();
  expect(result.stdout.trim()).toBe('ok');
}, 120_000);

import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.reporters.ts';

// The journey through nginx in front of two Bazaar processes (deploy/check.sh starts them and runs
// this); `npm test` does not, since it needs nginx and PostgreSQL.
export default defineConfig({
  test: {
    name: 'deploy',
    include: ['deploy/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    reporters: reporters() as never,
  },
});

import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.reporters.ts';

// Journeys drive the real server and web app in Chromium; one file at a time keeps the 2-core machine honest.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    fileParallelism: false,
    globalSetup: ['support/data-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A page's lazy part can take a few seconds to arrive on a busy machine: a check that waits for
    // something on screen waits that long (vitest's own default is one second) before it fails.
    expect: { poll: { timeout: 10_000 } },
    reporters: reporters() as never,
  },
});

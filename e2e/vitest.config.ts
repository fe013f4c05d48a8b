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
    reporters: reporters() as never,
  },
});

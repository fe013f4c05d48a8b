import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.reporters.ts';

// Journeys drive the real server and web app in Chromium. Two files at a time: one alone kept 0.8 of
// the 2 cores busy (it mostly waits on pages), and two took the run from 449 s to 296 s here. Each
// file has its own server, data folder and browser.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    maxWorkers: 2,
    globalSetup: ['support/data-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A page's lazy part can take a few seconds to arrive on a busy machine: a check that waits for
    // something on screen waits that long (vitest's own default is one second) before it fails.
    expect: { poll: { timeout: 10_000 } },
    reporters: reporters() as never,
  },
});

import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.reporters.ts';

// Journeys drive the real server and web app in Chromium. Two files at a time: one alone leaves the
// cores partly idle (it mostly waits on pages), and two finish the run sooner without crowding a
// small machine. Each file has its own server, data folder and browser.
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

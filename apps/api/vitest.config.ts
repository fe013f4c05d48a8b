import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // The test files share their workers' loaded modules (PGlite's WebAssembly, Fastify, the app)
    // instead of loading them again for each file, which took much of the run. Each file still
    // opens its own database copy and app; no test file mocks a module
    // (eslint.config.js forbids it here).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

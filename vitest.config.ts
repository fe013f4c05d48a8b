import { configDefaults, defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * The web app's test files that replace a module with vi.mock: each runs with its own modules. The rest
 * of the web project shares its workers' loaded modules (jsdom, React, the app), rather than loading
 * them again for each file, and must not mock a module (eslint.config.js).
 */
const WEB_MODULE_MOCKS = 'src/**/*.isolated.test.tsx';

// One run covers every workspace; the e2e journeys have their own config because they need a built web app.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { isolate: false, exclude: [...configDefaults.exclude, WEB_MODULE_MOCKS] },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { name: 'web-isolated', include: [WEB_MODULE_MOCKS] },
      },
    ],
    reporters: reporters() as never,
  },
});

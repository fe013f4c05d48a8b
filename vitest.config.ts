import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

// One run covers every workspace; the e2e journeys have their own config because they need a built web app.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    reporters: reporters() as never,
  },
});

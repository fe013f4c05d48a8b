import { JSDOM } from 'jsdom';
import type { Environment } from 'vitest/runtime';
import { populateGlobal } from 'vitest/runtime';

/**
 * Vitest's built-in 'jsdom' environment imports jsdom from vitest's own folder at the repo root,
 * but npm installed jsdom under apps/web/node_modules. This environment imports it from here.
 */
export default {
  name: 'jsdom-web',
  viteEnvironment: 'client',
  async setup(global) {
    const dom = new JSDOM('<!DOCTYPE html>', { url: 'http://localhost:3000', pretendToBeVisual: true });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(g) {
        dom.window.close();
        keys.forEach((key) => delete g[key]);
        originals.forEach((v, k) => (g[k] = v));
      },
    };
  },
} satisfies Environment;

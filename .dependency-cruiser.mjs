// The import rules `npm run lint` checks (dependency-cruiser). The API is layered bottom up:
// lib/, db/ and config.ts → modules (each used through its index.ts) → plugins/ → app.ts.
const api = '^apps/api/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle means neither side can be read, tested or changed without the other.',
      severity: 'error',
      from: { path: '^(apps/api/src|apps/web/src|packages/shared/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      comment: 'Modules form layers too: one that imports another is never imported back by it.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${api}modules/[^/]+$` },
      to: { circular: true },
    },
    {
      name: 'lower-layers-stay-low',
      comment: 'lib/, db/ and config.ts are below every module and plugin, so they import neither.',
      severity: 'error',
      from: { path: `${api}(lib/|db/|config\\.ts$)` },
      to: { path: `${api}(modules|plugins)/` },
    },
    {
      name: 'modules-below-plugins',
      comment: 'Plugins wire modules into HTTP; a module needing a plugin turns the layers round.',
      severity: 'error',
      from: { path: `${api}modules/` },
      to: { path: `${api}plugins/` },
    },
    {
      name: 'module-public-entry',
      comment: 'Other modules and plugins use a module through its index.ts, never its other files.',
      severity: 'error',
      from: { path: `${api}(modules/([^/]+)/|plugins/)` },
      to: {
        path: `${api}modules/[^/]+/`,
        pathNot: [`${api}modules/$2/`, `${api}modules/[^/]+/index\\.ts$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '/dist/',
        '/migrations/',
        // Tests and their helpers may reach into a module's files; nothing imports them back.
        '\\.test\\.tsx?$',
        `${api}(test|fuzz)/`,
        `${api}modules/moderation/test-staff\\.ts$`,
        // A command that fills a database through the modules, as app.ts serves them; it sits
        // under db/ for history, not as part of that layer.
        `${api}db/seed/`,
      ],
    },
    // Type-only imports count: a cycle through types still ties the two sides together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};

// The import rules `npm run lint` checks (dependency-cruiser). The API is layered bottom up:
// lib/, db/ and config.ts → modules (each used through its index.ts) → plugins/ → app.ts.
const api = '^apps/api/src/';

// The web app is layered bottom up too: the platform, then the features, then the app shell
// (app/, main.tsx, entry-server.tsx), which may import everything. Within each of the two lower
// layers the folders keep an order, bottom first: a folder imports only those before it.
const web = '^apps/web/src/';
const PLATFORM = ['lib', 'i18n', 'routing', 'components'];
// A feature that shows another's part (the ad page shows chat's button) stands after it. A new
// feature takes its place here before it imports another feature or is imported by one.
const FEATURES = [
  'auth',
  'blocks',
  'phones',
  'price-band',
  'place',
  'search',
  'info',
  'ratings',
  'moderation',
  'trust',
  'offers',
  'favourites',
  'insights',
  'alerts',
  'settings',
  'notifications',
  'profiles',
  'renewal',
  'posting',
  'chat',
  'listings',
  'admin',
];
const shell = `${web}(app/|main\\.tsx$|entry-server\\.tsx$)`;
/** A path under the web app in one of these folders. */
const webFolders = (under, names) => `${web}${under}(${names.join('|')})/`;

/** For each folder of a layer, the rule that it imports none of the folders after it. */
const keepsOrder = (name, under, names, comment) =>
  names.slice(0, -1).map((folder, i) => ({
    name,
    comment,
    severity: 'error',
    from: { path: webFolders(under, [folder]) },
    to: { path: webFolders(under, names.slice(i + 1)) },
  }));

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
    {
      name: 'web-platform-below-features',
      comment:
        "lib/, i18n/, routing/ and components/ serve every feature and the shell, so they import neither: a feature's part is passed in (a prop).",
      severity: 'error',
      from: { path: webFolders('', PLATFORM) },
      to: { path: [`${web}features/`, shell] },
    },
    ...keepsOrder(
      'web-platform-order',
      '',
      PLATFORM,
      'The platform keeps the order lib/ → i18n/ → routing/ → components/: each imports only those before it.',
    ),
    {
      name: 'web-features-below-shell',
      comment: 'The app shell puts the features together; a feature needing it turns the layers round.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: shell },
    },
    ...keepsOrder(
      'web-feature-order',
      'features/',
      FEATURES,
      'A feature imports only the features before it in FEATURES (.dependency-cruiser.mjs).',
    ),
    {
      name: 'web-feature-in-order',
      comment: 'A feature imported by another has its place in FEATURES (.dependency-cruiser.mjs).',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, webFolders('features/', FEATURES)] },
    },
    {
      name: 'web-feature-in-order',
      comment: 'A feature that imports another has its place in FEATURES (.dependency-cruiser.mjs).',
      severity: 'error',
      from: { path: `${web}features/(?!(?:${FEATURES.join('|')})/)([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
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

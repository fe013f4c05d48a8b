import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_START, appStartScripts } from './app-start.ts';
import { pageAssets } from './page-assets.ts';

// A build's manifest in miniature: the entry, the three rendered pages, the footer and their chunks.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react-r1.js'],
    css: ['assets/index-e1.css'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_grid-g1.js': { file: 'assets/grid-g1.js', imports: ['_react-r1.js'], css: ['assets/grid-g1.css'] },
  '_Carousel-c1.js': { file: 'assets/Carousel-c1.js', css: ['assets/Carousel-c1.css'] },
  'src/features/listings/pages/HomePage.tsx': {
    file: 'assets/HomePage-h1.js',
    imports: ['index.html', '_grid-g1.js'],
    dynamicImports: ['_Carousel-c1.js'],
    css: ['assets/HomePage-h1.css'],
  },
  'src/features/listings/pages/ListingsPage.tsx': {
    file: 'assets/ListingsPage-l1.js',
    imports: ['_grid-g1.js'],
  },
  'src/features/listings/pages/ListingDetailPage.tsx': {
    file: 'assets/ListingDetailPage-d1.js',
    imports: ['_Carousel-c1.js'],
  },
  'src/app/layout/Footer.tsx': { file: 'assets/Footer-f1.js', css: ['assets/Footer-f1.css'] },
};

/** A build folder with that manifest and, for each stylesheet named in `css`, its file. */
function build(manifest: object | null, css: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-assets-'));
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  for (const [file, text] of Object.entries(css)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A page drawn by one route module, with the footer rendered beside it (as the web app names them). */
const page = (module: string) => ({ scripts: [module], styles: [module, 'src/app/layout/Footer.tsx'] });
const HOME = page('src/features/listings/pages/HomePage.tsx');
const LIST = page('src/features/listings/pages/ListingsPage.tsx');
const AD = page('src/features/listings/pages/ListingDetailPage.tsx');
const pages = (assetsFor: ReturnType<typeof pageAssets>) => ({
  home: assetsFor(HOME),
  list: assetsFor(LIST),
  ad: assetsFor(AD),
});

describe('pageAssets', () => {
  const tags = pages(pageAssets(build(MANIFEST)));
  const assets = {
    home: tags.home.styles + tags.home.scripts,
    list: tags.list.styles + tags.list.scripts,
    ad: tags.ad.styles + tags.ad.scripts,
  };

  it("styles every lazy part the server's HTML holds, and starts the app with only the page's own code", () => {
    expect(assets.home).toContain('href="/assets/index-e1.css"'); // the app's own, in place of index.html's
    expect(assets.home).toContain('href="/assets/HomePage-h1.css"');
    expect(assets.home).toContain('href="/assets/grid-g1.css"');
    expect(assets.home).toContain('href="/assets/Carousel-c1.css"'); // drawn by the server, loaded later
    expect(assets.home).toContain('href="/assets/Footer-f1.css"');
    // The entry (and what it imports) first, then the page's chunks; not the carousel's or the footer's.
    expect(appStartScripts(tags.home.scripts)).toEqual([
      '/assets/index-e1.js',
      '/assets/react-r1.js',
      '/assets/HomePage-h1.js',
      '/assets/grid-g1.js',
    ]);
    expect(tags.home.scripts).toContain(`<script>${APP_START}</script>`);
  });

  it('keeps stylesheets and scripts apart (the head takes one, the end of the body the other)', () => {
    expect(tags.home.styles).not.toContain('<script');
    expect(tags.home.scripts).not.toContain('stylesheet');
  });

  it("writes each stylesheet into the page, marked as there for the app's loader, and links one it cannot", () => {
    const inlined = pageAssets(
      build(MANIFEST, {
        'assets/index-e1.css': 'body{margin:0}\n',
        'assets/HomePage-h1.css': '.hero{color:red}',
        'assets/grid-g1.css': '.x::after{content:"</style><script>alert(1)</script>"}',
      }),
    )(HOME).styles;
    expect(inlined).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-e1.css" disabled />',
    );
    expect(inlined.indexOf('index-e1.css')).toBeLessThan(inlined.indexOf('HomePage-h1.css')); // cascade order
    expect(inlined).toContain('<style>.hero{color:red}</style>');
    // One that would end the element early, and one that is missing, stay links the browser fetches.
    expect(inlined).not.toContain('alert(1)');
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-g1.css" />');
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/Footer-f1.css" />');
  });

  it('gives the list and ad pages their own chunks', () => {
    expect(appStartScripts(tags.list.scripts)).toContain('/assets/ListingsPage-l1.js');
    expect(assets.list).not.toContain('HomePage');
    expect(appStartScripts(tags.ad.scripts)).toContain('/assets/ListingDetailPage-d1.js');
    expect(appStartScripts(tags.ad.scripts)).toContain('/assets/Carousel-c1.js'); // the ad page imports it itself
  });

  it("styles a lazy part that a chunk the page shares loads, but not the entry's lazy pages", () => {
    const shared = pages(
      pageAssets(
        build({
          ...MANIFEST,
          'index.html': { ...MANIFEST['index.html'], dynamicImports: ['src/app/layout/Other.tsx'] },
          'src/app/layout/Other.tsx': { file: 'assets/Other-o1.js', css: ['assets/Other-o1.css'] },
          '_photos-p1.js': { file: 'assets/photos-p1.js', dynamicImports: ['_Carousel-c1.js'] },
          'src/features/listings/pages/ListingDetailPage.tsx': {
            file: 'assets/ListingDetailPage-d1.js',
            imports: ['index.html', '_photos-p1.js'],
          },
        }),
      ),
    );
    expect(shared.ad.styles).toContain('href="/assets/Carousel-c1.css"');
    expect(shared.ad.scripts).not.toContain('Carousel-c1.js');
    expect(shared.ad.styles).not.toContain('Other-o1.css');
  });

  it('gives nothing for a build without a manifest', () => {
    expect(pageAssets(build(null))(HOME)).toEqual({ styles: '', scripts: '' });
  });

  it("gives a page the server did not render the app's own styles and scripts", () => {
    const app = pageAssets(build(MANIFEST))({ scripts: [], styles: [] });
    expect(appStartScripts(app.scripts)).toEqual(['/assets/index-e1.js', '/assets/react-r1.js']);
    expect(app.styles).toContain('href="/assets/index-e1.css"');
    expect(app.styles).not.toContain('HomePage');
  });
});

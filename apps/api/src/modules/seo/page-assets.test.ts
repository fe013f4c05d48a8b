import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

function build(manifest: object | null) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-assets-'));
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('pageAssets', () => {
  const tags = pageAssets(build(MANIFEST));
  const assets = {
    home: tags.home.styles + tags.home.scripts,
    list: tags.list.styles + tags.list.scripts,
    ad: tags.ad.styles + tags.ad.scripts,
  };

  it("styles every lazy part the server's HTML holds, and preloads only the page's own code", () => {
    expect(assets.home).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-h1.css" />');
    expect(assets.home).toContain('href="/assets/grid-g1.css"');
    expect(assets.home).toContain('href="/assets/Carousel-c1.css"'); // drawn by the server, loaded later
    expect(assets.home).toContain('href="/assets/Footer-f1.css"');
    expect(assets.home).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />');
    expect(assets.home).toContain('href="/assets/grid-g1.js"');
    // Not the carousel's or the footer's code, and nothing index.html already loads.
    expect(assets.home).not.toContain('Carousel-c1.js');
    expect(assets.home).not.toContain('Footer-f1.js');
    expect(assets.home).not.toContain('react-r1');
    expect(assets.home).not.toContain('index-e1');
  });

  it('keeps stylesheets and scripts apart (the head takes one, the end of the body the other)', () => {
    expect(tags.home.styles).not.toContain('modulepreload');
    expect(tags.home.scripts).not.toContain('stylesheet');
  });

  it('gives the list and ad pages their own chunks', () => {
    expect(assets.list).toContain('ListingsPage-l1.js');
    expect(assets.list).not.toContain('HomePage');
    expect(assets.ad).toContain('ListingDetailPage-d1.js');
    expect(assets.ad).toContain('Carousel-c1.js'); // the ad page imports it itself
  });

  it("styles a lazy part that a chunk the page shares loads, but not the entry's lazy pages", () => {
    const shared = pageAssets(
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
    );
    expect(shared.ad.styles).toContain('href="/assets/Carousel-c1.css"');
    expect(shared.ad.scripts).not.toContain('Carousel-c1.js');
    expect(shared.ad.styles).not.toContain('Other-o1.css');
  });

  it('gives nothing for a build without a manifest', () => {
    const empty = { styles: '', scripts: '' };
    expect(pageAssets(build(null))).toEqual({ home: empty, list: empty, ad: empty });
  });
});

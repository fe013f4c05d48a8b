// Rasterises the web app's icons (apps/web/public/icons/*.svg) into the PNGs the manifest and iOS
// need. Run once after changing an SVG: `node --import tsx scripts/app-icons.ts`; the PNGs are committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const icons = path.join(root, 'apps/web/public/icons');
// sharp is a dependency of the API, which turns uploaded photos into WebP.
const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp') as typeof import('sharp');

const OUTPUTS: [source: string, file: string, size: number][] = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS rounds the corners itself and shows black behind transparent ones.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

for (const [source, file, size] of OUTPUTS) {
  await sharp(path.join(icons, source), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(icons, file));
  console.log(`${file} (${size}×${size})`);
}

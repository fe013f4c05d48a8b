import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Real photographs (fixtures/photos/README.md says where they come from). */
export const PHOTOGRAPHS_DIR = path.join(import.meta.dirname, 'fixtures', 'photos');

export function photographs(): { name: string; data: Buffer }[] {
  return fs
    .readdirSync(PHOTOGRAPHS_DIR)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((name) => ({ name, data: fs.readFileSync(path.join(PHOTOGRAPHS_DIR, name)) }));
}

type Side = 'left' | 'right' | 'top' | 'bottom';

async function size(photo: Buffer) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return { width, height };
}

/** The photo with `share` of it cut from one side, as a seller reframing a copied photo would. */
export async function cropSide(photo: Buffer, side: Side, share: number): Promise<Buffer> {
  const { width, height } = await size(photo);
  const dx = side === 'left' || side === 'right' ? Math.round(width * share) : 0;
  const dy = side === 'top' || side === 'bottom' ? Math.round(height * share) : 0;
  return sharp(photo)
    .extract({
      left: side === 'left' ? dx : 0,
      top: side === 'top' ? dy : 0,
      width: width - dx,
      height: height - dy,
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A caption band with a phone number, as copiers stamp on photos. */
function band(width: number, height: number, opacity: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1d1d1d" opacity="${opacity}"/>
    <text x="${width * 0.03}" y="${height * 0.7}" font-size="${height * 0.55}" fill="#fff"
      font-family="sans-serif">Best Deals Call 98765 43210</text></svg>`);
}

/** Ways a copied photo is passed on, each alone. */
export const photoCopies: Record<string, (photo: Buffer) => Promise<Buffer>> = {
  resized: (p) => sharp(p).resize({ width: 400 }).jpeg({ quality: 80 }).toBuffer(),
  'jpeg q40': (p) => sharp(p).jpeg({ quality: 40 }).toBuffer(),
  'jpeg q60': (p) => sharp(p).jpeg({ quality: 60 }).toBuffer(),
  ...Object.fromEntries(
    (['left', 'right', 'top', 'bottom'] as const).flatMap((side) =>
      [0.05, 0.1].map((share) => [`${share * 100}% cut ${side}`, (p: Buffer) => cropSide(p, side, share)]),
    ),
  ),
  async 'white border'(p) {
    const b = Math.round((await size(p)).width * 0.05);
    return sharp(p)
      .extend({ top: b, bottom: b, left: b, right: b, background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  async 'strip added'(p) {
    const { width, height } = await size(p);
    const h = Math.round(height * 0.1);
    return sharp(p)
      .extend({ bottom: h, background: '#1d1d1d' })
      .composite([{ input: band(width, h, 1), top: height, left: 0 }])
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  async 'watermark strip over'(p) {
    const { width, height } = await size(p);
    const h = Math.round(height * 0.1);
    return sharp(p)
      .composite([{ input: band(width, h, 0.75), top: height - h, left: 0 }])
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  async 'resized, q50, 10% cut left'(p) {
    return sharp(await cropSide(p, 'left', 0.1))
      .resize({ width: 480 })
      .jpeg({ quality: 50 })
      .toBuffer();
  },
};

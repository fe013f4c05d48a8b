import sharp from 'sharp';

/** A small deterministic random source, so a "photo" is the same every run. */
function random(seed: number) {
  let s = Math.imul(seed + 1, 2654435761) >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  // Neighbouring seeds start alike: the first few draws are thrown away.
  for (let i = 0; i < 8; i++) next();
  return next;
}

/**
 * A synthetic "photo of a phone": the same model every time (a dark rounded body, a screen with
 * the same wallpaper, a camera), photographed differently per seed: where the table meets the
 * wall, the colours and clutter around it, how far away, where in the frame and at what angle the
 * phone lies, where the light comes from.
 * Different seeds stand for different people photographing the same phone model; they are drawn,
 * not photographed, so they are smoother than real photos.
 */
export async function phonePhoto(seed: number, width = 1200, height = 900): Promise<Buffer> {
  const r = random(seed);
  const shade = (lo: number, hi: number) => Math.round(lo + r() * (hi - lo));
  const colour = () => `rgb(${shade(0, 255)},${shade(0, 255)},${shade(0, 255)})`;
  // Where the table ends and the wall begins, and where the light comes from.
  const edge = height * (0.15 + r() * 0.6);
  const light = { x: r().toFixed(2), y: r().toFixed(2) };
  const clutter = Array.from({ length: 6 }, () => {
    const [x, y, w, h] = [r() * width, r() * height, 80 + r() * 360, 60 + r() * 300];
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r() * 60}" fill="${colour()}" opacity="0.85"/>`;
  }).join('');
  const scale = 0.5 + r() * 0.45;
  const cx = width * (0.25 + r() * 0.5);
  const cy = height * (0.3 + r() * 0.4);
  const angle = (r() - 0.5) * 70;
  const [pw, ph] = [height * 0.37 * scale, height * 0.8 * scale];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="light" cx="${light.x}" cy="${light.y}" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e6bd6"/><stop offset="1" stop-color="#c23bd4"/></linearGradient>
    </defs>
    <rect width="100%" height="${edge}" fill="${colour()}"/>
    <rect y="${edge}" width="100%" height="${height - edge}" fill="${colour()}"/>
    ${clutter}
    <g transform="translate(${cx} ${cy}) rotate(${angle})">
      <rect x="${-pw / 2}" y="${-ph / 2}" width="${pw}" height="${ph}" rx="${40 * scale}" fill="#1b1b1f"/>
      <rect x="${-pw / 2 + 14 * scale}" y="${-ph / 2 + 14 * scale}" width="${pw - 28 * scale}" height="${ph - 28 * scale}" rx="${30 * scale}" fill="url(#wall)"/>
      <circle cx="0" cy="${-ph / 2 + 34 * scale}" r="${9 * scale}" fill="#000"/>
    </g>
    <rect width="100%" height="100%" fill="url(#light)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The same photo, as someone copying it would pass it on. */
export const copies = {
  resized: (photo: Buffer) => sharp(photo).resize({ width: 640 }).jpeg({ quality: 60 }).toBuffer(),
  recompressed: (photo: Buffer) => sharp(photo).webp({ quality: 35 }).toBuffer(),
  async cropped(photo: Buffer) {
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    // 5 % of the width and of the height trimmed away, half from each edge (the frame tightened).
    const [w, h] = [Math.round(width * 0.95), Math.round(height * 0.95)];
    const [left, top] = [Math.round((width - w) / 2), Math.round((height - h) / 2)];
    return sharp(photo).extract({ left, top, width: w, height: h }).jpeg().toBuffer();
  },
  brighter: (photo: Buffer) => sharp(photo).modulate({ brightness: 1.2 }).jpeg().toBuffer(),
  async allAtOnce(photo: Buffer) {
    return copies.brighter(await copies.cropped(await copies.recompressed(await copies.resized(photo))));
  },
};

/** A plain JPEG as a phone stores it: with camera and GPS tags (and a rotation, when given). */
export function cameraJpeg(size: {
  width: number;
  height: number;
  background: string;
  orientation?: number;
}) {
  const image = sharp({
    create: { width: size.width, height: size.height, channels: 3, background: size.background },
  }).jpeg();
  if (size.orientation) image.withMetadata({ orientation: size.orientation });
  return image
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

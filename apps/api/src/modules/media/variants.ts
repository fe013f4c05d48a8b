import sharp, { type OutputInfo } from 'sharp';

export const CARD_WIDTH = 400;
export const FULL_WIDTH = 1280;

export interface Variant {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * WebP effort trades encoding time for size: 2 suits uploads (a few photos at a time); bulk demo
 * data uses 0, which encodes much faster.
 */
export interface VariantOptions {
  effort?: number;
}

/** A 12 MP phone photo is 12 M pixels; anything far beyond is a decompression bomb, not a photo. */
export const MAX_INPUT_PIXELS = 50_000_000;

function encode(raw: Buffer, info: OutputInfo, width: number, quality: number, effort: number) {
  return sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality, effort })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info: out }): Variant => ({ data, width: out.width, height: out.height }));
}

/**
 * The two WebP sizes every photo is stored in: a card thumbnail and the ad page's full view.
 * The original is decoded once, in one sequential pass, already shrunk while loading (a 4000 px
 * JPEG is read at 2000 px) and turned upright by its EXIF orientation; both sizes are encoded from
 * those pixels. Raw pixels carry no metadata at all, so EXIF, GPS and the rest never reach a file.
 */
export async function makeVariants(
  input: Buffer,
  { effort = 2 }: VariantOptions = {},
): Promise<{ card: Variant; full: Variant }> {
  const { data, info } = await sharp(input, {
    failOn: 'error',
    sequentialRead: true,
    limitInputPixels: MAX_INPUT_PIXELS,
    autoOrient: true,
  })
    .resize({ width: FULL_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [card, full] = await Promise.all([
    encode(data, info, CARD_WIDTH, 72, effort),
    encode(data, info, FULL_WIDTH, 78, effort),
  ]);
  return { card, full };
}

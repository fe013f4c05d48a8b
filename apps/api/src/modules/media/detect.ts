import sharp from 'sharp';
import { Invalid } from '../../lib/errors.ts';
import { MAX_INPUT_PIXELS } from './variants.ts';

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);

/**
 * What the bytes are, whatever the file name or the browser's content type say: JPEG, PNG, WebP
 * or HEIF/HEIC by their signatures. Anything else (text, SVG, PDF …) is not a photo.
 */
export function sniffPhotoType(b: Buffer): PhotoType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(b.toString('latin1', 8, 12)))
    return 'heif';
  return null;
}

export const PHOTO_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP photo';

/** Refuses what is not a photo sharp can read, with a message for the person who chose it. */
export async function checkPhoto(input: Buffer): Promise<PhotoType> {
  const type = sniffPhotoType(input);
  if (!type) throw new Invalid(PHOTO_TYPE_MESSAGE, { file: 'not_a_photo' });
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    // HEIC needs a decoder this build of libvips may lack; a broken file fails here too.
    throw new Invalid(
      type === 'heif' ? 'This HEIC photo cannot be read: choose a JPEG' : PHOTO_TYPE_MESSAGE,
      {
        file: type === 'heif' ? 'heic_unreadable' : 'unreadable',
      },
    );
  }
  return type;
}

import { randomBytes } from 'node:crypto';
import { Invalid } from '../../lib/errors.ts';
import { PHOTO_TYPE_MESSAGE } from './detect.ts';
import { cardFile, fullFile, type StoredPhoto } from './urls.ts';
import { makeVariants, type VariantOptions } from './variants.ts';

/** A random key, fanned out over 256 folders so no directory grows huge. */
export function newPhotoKey(): string {
  const id = randomBytes(12).toString('base64url');
  return `${id
    .slice(0, 2)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}/${id}`;
}

/** A photo's variants made in memory, with the key they will be stored under. */
export interface PreparedPhoto {
  photo: StoredPhoto;
  files: { file: string; data: Buffer }[];
}

export async function preparePhoto(input: Buffer, options?: VariantOptions): Promise<PreparedPhoto> {
  const { card, full } = await makeVariants(input, options).catch(() => {
    // The header read (checkPhoto passed) but the pixels do not: a file cut short or damaged.
    throw new Invalid(PHOTO_TYPE_MESSAGE, { file: 'unreadable' });
  });
  const key = newPhotoKey();
  return {
    photo: {
      key,
      cardWidth: card.width,
      cardHeight: card.height,
      fullWidth: full.width,
      fullHeight: full.height,
    },
    files: [
      { file: cardFile(key), data: card.data },
      { file: fullFile(key), data: full.data },
    ],
  };
}

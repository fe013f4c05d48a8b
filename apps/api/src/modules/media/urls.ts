import type { Photo } from '@bazaar/shared';

export interface StoredPhoto {
  key: string;
  cardWidth: number;
  cardHeight: number;
  fullWidth: number;
  fullHeight: number;
}

/** URL prefix of photo files; each is answered as its ad allows (routes.ts). */
export const MEDIA_PREFIX = '/media/';

export function cardFile(key: string): string {
  return `${key}-card.webp`;
}

export function fullFile(key: string): string {
  return `${key}-full.webp`;
}

export function presentPhoto(p: StoredPhoto): Photo {
  return {
    card: MEDIA_PREFIX + cardFile(p.key),
    full: MEDIA_PREFIX + fullFile(p.key),
    cardWidth: p.cardWidth,
    cardHeight: p.cardHeight,
    fullWidth: p.fullWidth,
    fullHeight: p.fullHeight,
  };
}

/** A photo served under a private address (`<prefix>/<key>-card.webp`), checked per request. */
export function presentPrivatePhoto(prefix: string, p: StoredPhoto): Photo {
  return { ...presentPhoto(p), card: `${prefix}/${cardFile(p.key)}`, full: `${prefix}/${fullFile(p.key)}` };
}

// Keys are `xx/<16 random>` (prepare.ts newPhotoKey); anything else asked for is not a photo of ours.
const STORED_FILE = /^([a-z0-9]{2}\/[A-Za-z0-9_-]{16})-(?:card|full)\.webp$/;

/** The key a requested file name (`<key>-card.webp`, `<key>-full.webp`) stands for, if any. */
export function photoKeyOf(file: string): string | undefined {
  return STORED_FILE.exec(file)?.[1];
}

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

import { BLOCK_REFUSALS } from '@bazaar/shared';
import { addStrings } from '../../i18n/instance';
import type { TFunction } from '../../i18n/useTranslation';
import { isApiError } from '../../lib/http';
import en from './i18n/refusal.en.json';
import hi from './i18n/refusal.hi.json';

// Only these two sentences: the ad page (Chat with seller, Make Offer) needs them, not the rest.
addStrings('en', en);
addStrings('hi', hi);

const CODES = new Set<string>(Object.values(BLOCK_REFUSALS));

/** The words for a refusal because of a block, in the person's language; undefined for other errors. */
export function blockRefusal(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && CODES.has(error.code) ? t(`blocks.refusal.${error.code}`) : undefined;
}

import { BLOCK_REFUSALS } from '@bazaar/shared';
import type { TFunction } from '../../i18n/useTranslation';
import { isApiError } from '../../lib/http';
import './i18n';

const CODES = new Set<string>(Object.values(BLOCK_REFUSALS));

/** The words for a refusal because of a block, in the person's language; undefined for other errors. */
export function blockRefusal(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && CODES.has(error.code) ? t(`blocks.refusal.${error.code}`) : undefined;
}

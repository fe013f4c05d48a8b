import type { TFunction } from '../../../i18n/instance';
import { isApiError } from '../../../lib/http';

/** The API's 409 codes for an ad the seller may not change now (listings/own-service.ts). */
const REFUSALS = ['under_review', 'not_active', 'not_republishable'] as const;

/**
 * What to tell a seller whose change to their own ad failed: why, when the ad's state forbids it
 * (it is with the moderation team, it is not live), else that something went wrong.
 */
export function adChangeError(error: unknown, t: TFunction): string {
  if (isApiError(error, 409) && (REFUSALS as readonly string[]).includes(error.code))
    return t(`myAds.refused.${error.code}`);
  return t('errors.generic');
}

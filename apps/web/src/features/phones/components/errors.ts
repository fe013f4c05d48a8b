import { isApiError } from '../../../lib/http';
import type { TFunction } from '../../../i18n/useTranslation';

/** Why asking for a code failed, in the page's language. */
export function sendError(error: unknown, t: TFunction): string {
  if (isApiError(error, 400)) return t('phones.errors.invalid');
  if (isApiError(error, 409)) return t('phones.errors.alreadyYours');
  if (isApiError(error, 429))
    // The 60 s wait names its seconds; the hourly limits a later time.
    return error.retryAfter && error.retryAfter <= 60
      ? t('phones.errors.wait', { seconds: error.retryAfter })
      : t('phones.errors.tooMany');
  if (isApiError(error, 502)) return t('phones.errors.smsFailed');
  return t('phones.errors.failed');
}

/** Why a code was refused; `attemptsLeft` as the API counts them after this try. */
export function verifyError(error: unknown, t: TFunction, attemptsLeft: number | undefined): string {
  if (isApiError(error, 410)) return t('phones.errors.expired');
  if (isApiError(error, 429) && error.code === 'too_many_tries') return t('phones.errors.tooManyTries');
  if (isApiError(error, 404)) return t('phones.errors.noCode');
  if (isApiError(error, 400) && error.fields?.code) {
    if (attemptsLeft === undefined) return t('phones.errors.codeFormat');
    if (attemptsLeft <= 0) return t('phones.errors.tooManyTries');
    return attemptsLeft === 1
      ? t('phones.errors.wrongCodeOne')
      : t('phones.errors.wrongCode', { n: attemptsLeft });
  }
  if (isApiError(error, 429)) return t('phones.errors.tooMany');
  return t('phones.errors.failed');
}

/** Whether this refusal ends the code (expired, or its last try spent): a new one must be asked for. */
export function codeUsedUp(error: unknown, attemptsLeft: number | undefined): boolean {
  if (isApiError(error, 410)) return true;
  if (isApiError(error, 429) && error.code === 'too_many_tries') return true;
  return isApiError(error, 400) && !!error.fields?.code && attemptsLeft !== undefined && attemptsLeft <= 0;
}

import { isApiError } from '../lib/http';
import { addStrings, type TFunction } from './instance';
import en from './rate-limited/en.json';
import hi from './rate-limited/hi.json';

addStrings('en', en);
addStrings('hi', hi);

/**
 * A 429 from one of the API's rate limits, in the page's language with when to try again (from
 * Retry-After); undefined for any other error. Forms show it beside what was typed, which stays.
 */
export function rateLimitedMessage(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error, 429)) return undefined;
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
  return minutes < 90
    ? t('rateLimited.minutes', { count: minutes })
    : t('rateLimited.hours', { count: Math.ceil(minutes / 60) });
}

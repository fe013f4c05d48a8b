import type { TFunction } from '../../i18n/instance';
import type { z } from 'zod';
import { isApiError } from '../../lib/http';
import './i18n';
import '../../i18n/validation';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks form values with the shared contract and words each problem in the page's language,
 * one message per field (the first), keyed by field name.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  t: TFunction,
): { data: z.infer<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= message(field, issue, t);
  }
  return { errors };
}

function message(field: string, issue: z.core.$ZodIssue, t: TFunction): string {
  if (field === 'phone') return t('validation.phone');
  if (issue.code === 'too_small') {
    return Number(issue.minimum) <= 1
      ? t('validation.required')
      : t('validation.passwordMin', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') return t('validation.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format') return t('validation.email');
  return t('validation.invalid');
}

/** A failed account request as a toast line: rate limits say how long to wait. */
export function requestErrorMessage(error: unknown, t: TFunction, invalidKey = 'errors.generic'): string {
  if (isApiError(error, 429)) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return t('validation.tooMany', { minutes });
  }
  if (isApiError(error, 400)) return t(invalidKey);
  return t('errors.generic');
}

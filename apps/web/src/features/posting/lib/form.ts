import {
  listingInputSchema,
  MESSAGES,
  NAME_REFUSALS,
  type Category,
  type EditableListing,
  type UploadedPhoto,
} from '@bazaar/shared';
import type { TFunction } from '../../../i18n/instance';
import { normaliseWholeNumber } from '../../../lib/numbers';
import type { z } from 'zod';
import '../../../i18n/validation';

/** What the post form holds: text as typed, photos already uploaded (their ids go to the API). */
export interface PostValues {
  title: string;
  description: string;
  price: string;
  attributes: Record<string, string>;
  state: string;
  city: string;
  locality: string;
  photos: UploadedPhoto[];
  sellerName: string;
  sellerPhone: string;
  /** "Show my number to signed-in buyers" (off unless ticked). */
  showPhone: boolean;
}

export type PostErrors = Partial<Record<string, string>>;

export function emptyValues(seller?: { name: string; phone: string | null }): PostValues {
  return {
    title: '',
    description: '',
    price: '',
    attributes: {},
    state: '',
    city: '',
    locality: '',
    photos: [],
    sellerName: seller?.name ?? '',
    sellerPhone: seller?.phone ?? '',
    showPhone: false,
  };
}

export function valuesOf(ad: EditableListing, seller?: { name: string; phone: string | null }): PostValues {
  return {
    ...emptyValues(seller),
    title: ad.title,
    description: ad.description,
    price: String(ad.price),
    attributes: Object.fromEntries(Object.entries(ad.attributes).map(([k, v]) => [k, String(v)])),
    state: ad.state,
    city: ad.city,
    locality: ad.locality,
    photos: ad.photos,
    showPhone: ad.showPhone,
  };
}

/**
 * The number boxes as the schema reads them: "45,000", "1,75,000" or "१५००००" become plain digits;
 * anything else goes on as typed, for the schema to refuse (the form itself keeps what was typed).
 */
function numbersOf(category: Category, attributes: Record<string, string>): Record<string, string> {
  const out = { ...attributes };
  for (const def of category.attributes)
    if (def.type === 'int' && out[def.key] !== undefined) out[def.key] = normaliseWholeNumber(out[def.key]!);
  return out;
}

/**
 * The API body: the same shape the shared schema checks on both sides. Without `withSeller` (a
 * signed-out seller) name and phone are left out: they come from the account after signing in.
 */
export function toBody(category: Category, v: PostValues, withSeller = true) {
  return {
    category: category.slug,
    title: v.title,
    description: v.description,
    price: normaliseWholeNumber(v.price, { rupees: true }),
    attributes: numbersOf(category, v.attributes),
    state: v.state,
    city: v.city,
    locality: v.locality,
    photoIds: v.photos.map((p) => p.id),
    seller: withSeller ? { name: v.sellerName, phone: v.sellerPhone } : undefined,
    showPhone: v.showPhone,
  };
}

// The API words its messages in English; these are the ones the shared schema uses, in the page's language.
const BY_MESSAGE: Record<string, string> = {
  [MESSAGES.required]: 'validation.required',
  [MESSAGES.number]: 'post.errors.number',
  [MESSAGES.choose]: 'post.errors.choose',
  [MESSAGES.city]: 'post.errors.city',
  [MESSAGES.salaryRange]: 'post.errors.salaryRange',
  [MESSAGES.duplicatePhoto]: 'post.errors.photosGone',
  'Whole rupees only': 'post.errors.wholeRupees',
  'The price must be above zero': 'post.errors.priceAboveZero',
  'That price is too high': 'post.errors.priceTooHigh',
  'Enter a price in rupees': 'post.errors.priceNumber',
  'Some photos are no longer available: add them again': 'post.errors.photosGone',
  'Enter a 10-digit Indian mobile number': 'validation.phone',
  [NAME_REFUSALS.prohibited_name]: 'errors.prohibited_name',
  [NAME_REFUSALS.reserved_name]: 'errors.reserved_name',
  [NAME_REFUSALS.not_a_name]: 'errors.not_a_name',
};

/** Form field name of an API/schema path: seller.name is the sellerName box. */
export function fieldOf(path: string): string {
  if (path === 'seller.name') return 'sellerName';
  if (path === 'seller.phone') return 'sellerPhone';
  if (path.startsWith('photoIds')) return 'photos';
  return path;
}

function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  const known = BY_MESSAGE[issue.message];
  if (known) return t(known);
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return t('validation.tooLong', { max: Number(issue.maximum) });
    if (issue.origin === 'array') return t('post.errors.tooManyPhotos');
    return t('post.errors.max', { max: Number(issue.maximum) });
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return t('validation.required');
    return t('post.errors.min', { min: Number(issue.minimum) });
  }
  if (issue.code === 'invalid_value') return t('post.errors.choose');
  return t('validation.invalid');
}

/** Checks the form with the category's shared schema; one message per field, in the page's language. */
export function validatePost(category: Category, v: PostValues, t: TFunction, withSeller = true): PostErrors {
  const result = listingInputSchema(category).safeParse(toBody(category, v, withSeller));
  const errors: PostErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[fieldOf(issue.path.join('.'))] ??= issueMessage(issue, t);
  return errors;
}

/** The API's field errors (same schema, English words) in the page's language. */
export function serverErrors(fields: Record<string, string>, t: TFunction): PostErrors {
  const errors: PostErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = BY_MESSAGE[message];
    errors[fieldOf(path)] ??= key ? t(key) : message;
  }
  return errors;
}

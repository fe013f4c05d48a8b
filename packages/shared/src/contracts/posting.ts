import { z } from 'zod';
import { findCategory } from '../catalog/categories.ts';
import { citiesOfState, findCity } from '../catalog/cities.ts';
import { STATE_SLUGS } from '../catalog/states.ts';
import type { AttributeDef, Category } from '../catalog/types.ts';
import { LIMITS } from '../limits.ts';
import { PHONE_PATTERN } from './auth.ts';
import { Party } from './conversations.ts';
import { DuplicateAd } from './trust.ts';
import { LISTING_STATUSES, ListingCard, Photo } from './listings.ts';

// The post-ad form and POST/PATCH /api/listings validate with the same schema, built from the
// catalog: a category's fields, limits and required marks are written once (catalog/attributes.ts).

/** Form inputs arrive as text; an empty box is "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const MESSAGES = {
  required: 'Required',
  number: 'Enter a whole number',
  choose: 'Choose one of the options',
  city: 'Choose a city of this state',
  salaryRange: 'Must not be below the start',
  duplicatePhoto: 'A photo appears twice',
} as const;

/** Text boxes give strings: "12000" is the number 12000; "12k" stays text and is refused as such. */
const toNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : v;
};

/**
 * For a wrong or missing value: "Required" when nothing was given, otherwise `message`. Other
 * issues (too small, too big) keep the message their own check gives.
 */
const missingOr = (message: string) => (issue: { code?: string; input?: unknown }) => {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_value') return undefined;
  return issue.input === undefined ? MESSAGES.required : message;
};

function attributeSchema(def: AttributeDef): z.ZodType {
  let schema: z.ZodType;
  switch (def.type) {
    case 'enum':
      schema = z.enum(def.options as [string, ...string[]], { error: missingOr(MESSAGES.choose) });
      break;
    case 'int': {
      const n = z
        .number({ error: missingOr(MESSAGES.number) })
        .int(MESSAGES.number)
        .min(def.min, `At least ${def.min}`)
        .max(def.max, `At most ${def.max}`);
      schema = z.preprocess(toNumber, n);
      break;
    }
    case 'text':
      schema = z
        .string({ error: missingOr(MESSAGES.required) })
        .trim()
        .max(def.maxLength);
      break;
  }
  return z.preprocess(blankToUndefined, def.required ? schema : schema.optional());
}

/** Vehicles and phones can be named from their brand, model and year: the title may stay empty. */
export function titleOptional(category: Category): boolean {
  return category.attributes.some((a) => a.key === 'brand');
}

export const SellerContact = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(LIMITS.nameMax),
  /** Never public: kept on the account for buyers the seller answers. */
  phone: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'Enter a 10-digit Indian mobile number')]))
    .optional(),
});

/**
 * The body of POST /api/listings (and PATCH, with the ad's own category) for one category.
 * Output: trimmed strings, numbers as numbers, the title filled in when it may be left empty.
 */
export function listingInputSchema(category: Category) {
  const attributes: Record<string, z.ZodType> = {};
  for (const def of category.attributes) attributes[def.key] = attributeSchema(def);
  const optionalTitle = titleOptional(category);
  const title = z.string().trim().max(LIMITS.titleMax, `At most ${LIMITS.titleMax} characters`);
  return z
    .object({
      category: z.literal(category.slug),
      title: optionalTitle ? title.default('') : title.min(1, MESSAGES.required),
      description: z
        .string()
        .trim()
        .min(1, MESSAGES.required)
        .max(LIMITS.descriptionMax, `At most ${LIMITS.descriptionMax} characters`),
      price: z.preprocess(
        (v) => toNumber(blankToUndefined(v)),
        z
          .number({ error: missingOr('Enter a price in rupees') })
          .int('Whole rupees only')
          .min(1, 'The price must be above zero')
          .max(LIMITS.priceMax, 'That price is too high'),
      ),
      attributes: z.object(attributes),
      state: z.enum(STATE_SLUGS as [string, ...string[]], { error: missingOr(MESSAGES.choose) }),
      city: z
        .string({ error: missingOr(MESSAGES.required) })
        .min(1, MESSAGES.required)
        .refine((slug) => findCity(slug) !== undefined, MESSAGES.city),
      locality: z.string().trim().max(LIMITS.localityMax).default(''),
      photoIds: z
        .array(z.number().int().positive())
        .max(LIMITS.photosMax, `At most ${LIMITS.photosMax} photos`)
        .default([]),
      seller: SellerContact.optional(),
      /** "Show my number to signed-in buyers": off unless the seller ticks it. */
      showPhone: z.boolean().default(false),
    })
    .superRefine((v, ctx) => {
      if (!citiesOfState(v.state).some((c) => c.slug === v.city))
        ctx.addIssue({ code: 'custom', path: ['city'], message: MESSAGES.city });
      const from = v.attributes.salaryFrom as number | undefined;
      const to = v.attributes.salaryTo as number | undefined;
      if (from !== undefined && to !== undefined && to < from)
        ctx.addIssue({ code: 'custom', path: ['attributes', 'salaryTo'], message: MESSAGES.salaryRange });
      if (new Set(v.photoIds).size !== v.photoIds.length)
        ctx.addIssue({ code: 'custom', path: ['photoIds'], message: MESSAGES.duplicatePhoto });
    })
    .transform((v) => ({ ...v, title: v.title || generatedTitle(v.attributes) }));
}

export type ListingInput = z.output<ReturnType<typeof listingInputSchema>>;
export type ListingInputDraft = z.input<ReturnType<typeof listingInputSchema>>;

/** "Maruti Suzuki Swift 2019" for an ad whose seller left the title empty. */
function generatedTitle(attrs: Record<string, unknown>): string {
  return [attrs.brand, attrs.model, attrs.year]
    .filter((v) => v !== undefined && v !== '')
    .join(' ')
    .slice(0, LIMITS.titleMax);
}

/**
 * Checks a body of unknown category: the category decides the schema. Gives the parsed input, or
 * field errors keyed by path ("attributes.year", "price") with the first message of each.
 */
export function parseListingInput(
  body: unknown,
  expectedCategory?: string,
): { ok: true; value: ListingInput } | { ok: false; fields: Record<string, string> } {
  const slug =
    expectedCategory ??
    (typeof body === 'object' && body ? (body as { category?: unknown }).category : undefined);
  const category = typeof slug === 'string' ? findCategory(slug) : undefined;
  if (!category || category.slug !== slug) return { ok: false, fields: { category: 'Unknown category' } };
  const parsed = listingInputSchema(category).safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, fields: fieldErrors(parsed.error) };
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'request'] ??= issue.message;
  return fields;
}

/** POST /api/uploads answer: the id the ad refers to, and the stored variants to preview. */
export const UploadedPhoto = z.object({ id: z.number().int(), photo: Photo });
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;

/**
 * Who bought a sold ad, as its seller sees it in My Ads: the buyer's public name only (null: the
 * seller said someone else), and whether the seller may still rate them or already did.
 */
export const OwnDeal = z.object({
  id: z.number().int(),
  buyer: Party.nullable(),
  canRate: z.boolean(),
  rated: z.boolean(),
});
export type OwnDeal = z.infer<typeof OwnDeal>;

/** One of the seller's own ads in My Ads. */
export const MyListing = ListingCard.extend({
  views: z.number().int(),
  updatedAt: z.string(),
  /** Why an operator took the ad down (status taken_down), and whether its one appeal was used. */
  moderationReason: z.string().nullable(),
  appealed: z.boolean(),
  /** The seller lets signed-in buyers see their number: My Ads lists who did. */
  showPhone: z.boolean(),
  /** When the ad ends (or ended, status expired) unless its seller renews it. */
  expiresAt: z.string(),
  /** A sold ad whose seller said who bought it; null otherwise. */
  deal: OwnDeal.nullable(),
});
export type MyListing = z.infer<typeof MyListing>;

export const MyListings = z.object({ items: z.array(MyListing) });
export type MyListings = z.infer<typeof MyListings>;

/** An own ad as the edit form needs it: the values it was posted with and its photos with their ids. */
export const EditableListing = z.object({
  id: z.number().int(),
  category: z.string(),
  status: z.enum(LISTING_STATUSES),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  attributes: z.record(z.string(), z.union([z.string(), z.number()])),
  state: z.string(),
  city: z.string(),
  locality: z.string(),
  photos: z.array(UploadedPhoto),
  showPhone: z.boolean(),
});
export type EditableListing = z.infer<typeof EditableListing>;

export const CreatedListing = z.object({
  id: z.number().int(),
  category: z.string(),
  /** The seller's own earlier active ads that show one of the same photos: probably a repost. */
  duplicateOf: z.array(DuplicateAd).optional(),
});
export type CreatedListing = z.infer<typeof CreatedListing>;

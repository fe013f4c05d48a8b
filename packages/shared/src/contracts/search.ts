import { z } from 'zod';
import { findCategory } from '../catalog/categories.ts';
import { LIMITS } from '../limits.ts';

/** GET /api/search/suggest: what the navbar offers while someone types. */
export const SuggestQuery = z.object({
  q: z.string().trim().max(LIMITS.searchMax),
});

export const Suggestion = z.object({
  /** What the list shows, e.g. "Maruti Suzuki Swift". */
  label: z.string(),
  /** Search within this category when set (the list shows "in Cars"). */
  category: z.string().optional(),
  /** The text to search for. */
  query: z.string(),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestResponse = z.object({ items: z.array(Suggestion).max(LIMITS.suggestionsMax) });
export type SuggestResponse = z.infer<typeof SuggestResponse>;

/** POST /api/suggestions: the sidebar's "Suggest us a product", stored for the operators. */
export const ProductSuggestionBody = z.object({
  text: z
    .string()
    .trim()
    .min(LIMITS.productSuggestionMin, {
      message: `Please write at least ${LIMITS.productSuggestionMin} characters`,
    })
    .max(LIMITS.productSuggestionMax, {
      message: `Please keep it under ${LIMITS.productSuggestionMax} characters`,
    }),
  category: z
    .string()
    .refine((s) => findCategory(s) !== undefined, { message: 'Unknown category' })
    .transform((s) => findCategory(s)!.slug)
    .optional(),
});
export type ProductSuggestionBody = z.input<typeof ProductSuggestionBody>;

export const ProductSuggestionCreated = z.object({ id: z.number().int() });

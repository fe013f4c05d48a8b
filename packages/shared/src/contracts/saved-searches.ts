import { z } from 'zod';

/**
 * A saved search: the list page's query (q, category, filters incl. attr.*, state, city) in its
 * normalised form; sort, paging and page size are left out (they do not change what matches).
 */
export const SavedSearch = z.object({
  id: z.number().int(),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Ads it matched since it was saved. */
  matches: z.number().int(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z.object({ items: z.array(SavedSearch) });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

/** POST /api/saved-searches: the list page's query string, as the list page itself sends it. */
export const SaveSearchBody = z.object({
  query: z.record(z.string().max(60), z.union([z.string().max(100), z.array(z.string().max(100)).max(20)])),
});
export type SaveSearchBody = z.infer<typeof SaveSearchBody>;

export const SavedSearchIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const SavedSearchPatch = z.object({ enabled: z.boolean() });

export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(200) });

export const UnsubscribeResult = z.object({ unsubscribed: z.literal(true) });

export const SavedSearchCreated = z.object({ id: z.number().int(), created: z.boolean() });

/** The daily digest e-mail of saved-search matches: on unless the person turned it off. */
export const DigestSetting = z.object({ digest: z.boolean() });

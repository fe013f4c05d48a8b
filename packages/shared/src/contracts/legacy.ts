import { z } from 'zod';

/** The listing shape of the original product's json-server, kept so its client runs unchanged. */
export const LegacyListing = z.object({
  id: z.number().int(),
  category: z.string(),
  brand: z.string(),
  model: z.string(),
  price: z.number().int(),
  year: z.number().int().nullable(),
  distance: z.number().int().nullable(),
  img: z.array(z.string()),
  fuel: z.string(),
  transmission: z.string(),
  totalOwners: z.string(),
  address: z.string(),
  postDate: z.string(),
  sellerName: z.string(),
  product_desc: z.string(),
});
export type LegacyListing = z.infer<typeof LegacyListing>;

export const LegacyQuery = z.object({
  brand: z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]).optional(),
  _sort: z.literal('price').optional(),
  _order: z.enum(['asc', 'desc']).optional(),
});

import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/**
 * `replaced`: the buyer made a newer offer on the same ad. `closed`: the ad was sold or removed
 * while the offer was open; it stays closed if the ad is republished (the buyer can offer again).
 */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'replaced', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const Offer = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  conversationId: z.number().int(),
  buyerId: z.number().int(),
  amount: z.number().int(),
  note: z.string(),
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof Offer>;

/** Whole rupees above zero; the note is optional. The same rules check the dialog and the API. */
export const MakeOfferBody = z.object({
  amount: z.number().int().positive().max(LIMITS.offerMax),
  note: z.string().trim().max(LIMITS.offerNoteMax).default(''),
});
export type MakeOfferBody = z.infer<typeof MakeOfferBody>;
export type MakeOfferInput = z.input<typeof MakeOfferBody>;

export const OfferIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const MadeOffer = z.object({ offer: Offer, conversationId: z.number().int() });
export type MadeOffer = z.infer<typeof MadeOffer>;

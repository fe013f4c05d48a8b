import { z } from 'zod';
import { SCAM_KINDS } from '../scam-shield/kinds.ts';

export const ScamKindSchema = z.enum(SCAM_KINDS);

/** Show number: how many different ads' numbers one person may see in a day (no harvesting). */
export const PHONE_REVEALS_PER_DAY = 10;

/** POST /api/listings/:id/phone: the seller's number, for a signed-in buyer the seller allowed. */
export const RevealedPhone = z.object({ phone: z.string() });
export type RevealedPhone = z.infer<typeof RevealedPhone>;

/** Who saw the number of one of my ads, newest first. */
export const PhoneReveal = z.object({
  viewer: z.object({ id: z.number().int(), name: z.string() }),
  at: z.string(),
});
export const PhoneReveals = z.object({ items: z.array(PhoneReveal), total: z.number().int() });
export type PhoneReveals = z.infer<typeof PhoneReveals>;

/** An earlier active ad of the same seller that shows the same photo (posting result). */
export const DuplicateAd = z.object({ id: z.number().int(), category: z.string(), title: z.string() });
export type DuplicateAd = z.infer<typeof DuplicateAd>;

import { z } from 'zod';

/** How many days before an ad ends its seller is reminded (bell and e-mail, with a renew link). */
export const EXPIRY_REMINDER_DAYS = 3;

/** An ad after its renewal: live until `expiresAt`. */
export const RenewedListing = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  expiresAt: z.string(),
});
export type RenewedListing = z.infer<typeof RenewedListing>;

/** The signed token of a reminder's renew link (it stands in for signing in, for this ad only). */
export const RenewLinkToken = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, 'This renewal link is not valid');

export const RenewLinkParams = z.object({ token: RenewLinkToken });
export const RenewLinkBody = z.object({ token: RenewLinkToken });

/**
 * What a renew link's page shows before anything changes (link scanners only ever GET):
 * `renewable` — the Renew button renews it; `renewed` — renewed already, live until `expiresAt`.
 */
export const RenewLinkInfo = z.object({
  state: z.enum(['renewable', 'renewed']),
  listing: RenewedListing,
});
export type RenewLinkInfo = z.infer<typeof RenewLinkInfo>;

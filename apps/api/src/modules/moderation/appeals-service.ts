import { Conflict, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { ListingDecisions } from './listing-decisions.ts';
import type { ReportFiling } from './report-filing.ts';

/** A seller's one appeal against an operator's take-down puts the ad back in the queue. */
export function appealsService(filing: ReportFiling, decisions: ListingDecisions) {
  return {
    async appeal(user: UserRow, listingId: number, text: string): Promise<void> {
      const listing = await filing.listing(listingId);
      if (!listing || listing.sellerId !== user.id)
        throw new NotFound('This ad does not exist or is not yours');
      if (listing.status !== 'taken_down')
        throw new Conflict('not_taken_down', 'Only an ad our team took down can be appealed');
      if (!(await decisions.appeal(user.id, listingId, { id: user.id, email: user.email }, text)))
        throw new Conflict('already_appealed', 'You have already appealed once for this ad');
    },
  };
}

export type AppealsService = ReturnType<typeof appealsService>;

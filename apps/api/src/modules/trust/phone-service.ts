import { PHONE_REVEALS_PER_DAY, type PhoneReveals, type RevealedPhone } from '@bazaar/shared';
import { NotFound, TooManyRequests } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { cannotContact, refuseIfBlocked } from '../blocks/index.ts';
import type { PhoneRepository } from './phone-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REVEALS_SHOWN = 100;

/** The limit has its own words: it is not a failed attempt but a daily allowance. */
export class PhoneRevealsLimit extends TooManyRequests {
  constructor() {
    super(DAY_MS / 1000);
    this.message = `You can see up to ${PHONE_REVEALS_PER_DAY} sellers' numbers a day. Please chat with the seller instead, or try again tomorrow.`;
  }
}

const NO_NUMBER = 'This seller does not show a verified number. Chat with them instead.';

/**
 * Phone numbers by consent: only for ads whose seller ticked "Show my number to signed-in
 * buyers", only to signed-in people, each time recorded for the seller, at most
 * PHONE_REVEALS_PER_DAY different ads per person per day (nobody harvests numbers). A block
 * either way closes it like every other channel between the two.
 */
export function phoneService(repo: PhoneRepository) {
  return {
    async reveal(viewer: UserRow, listingId: number): Promise<RevealedPhone> {
      const ad = await repo.contact(listingId);
      if (!ad || ad.status !== 'active' || !ad.showPhone || !ad.phone) throw new NotFound(NO_NUMBER);
      if (ad.sellerId === viewer.id) return { phone: ad.phone };
      const seen = await repo.revealedSince(viewer.id, new Date(Date.now() - DAY_MS), listingId);
      // Seeing the same number again costs nothing; a new one counts towards the day's allowance.
      if (!seen.thisOne && seen.ads >= PHONE_REVEALS_PER_DAY) throw new PhoneRevealsLimit();
      // Under the pair's lock, so a block made meanwhile cannot let one more reveal through.
      await repo.record(listingId, viewer.id, (tx) =>
        refuseIfBlocked(tx, viewer.id, ad.sellerId, cannotContact),
      );
      return { phone: ad.phone };
    },

    async reveals(seller: UserRow, listingId: number): Promise<PhoneReveals> {
      const ad = await repo.contact(listingId);
      if (!ad || ad.sellerId !== seller.id || ad.status === 'removed')
        throw new NotFound('This ad does not exist or is not yours');
      const { items, total } = await repo.revealsOf(listingId, REVEALS_SHOWN);
      return {
        items: items.map((r) => ({ viewer: { id: r.viewerId, name: r.viewerName }, at: r.at.toISOString() })),
        total,
      };
    },
  };
}

export type PhoneService = ReturnType<typeof phoneService>;

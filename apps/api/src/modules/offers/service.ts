import type { MadeOffer, MakeOfferBody, Offer } from '@bazaar/shared';
import { AD_GONE, ownAd } from '../../lib/ad-errors.ts';
import { Conflict, DomainError, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { type ConversationsRepository, presentOffer } from '../conversations/index.ts';
import type { Tx } from '../../db/client.ts';
import type { LivePublisher } from '../events/index.ts';
import type { OffersRepository } from './repository.ts';
import { isGoneForChat } from '../listings/index.ts';

const OFFER_GONE = 'This offer does not exist';
const adRemoved = () => new Conflict('ad_removed', 'This ad has been removed');
const adSold = () => new Conflict('ad_sold', 'This ad is sold: it takes no more offers');

/**
 * Offers on ads: a buyer has at most one open offer per ad (a new one replaces it); only the ad's
 * seller decides on it while it is open (selling or removing the ad closes it). Only the two
 * parties can see an offer; to anyone else it does not exist.
 */
export function offersService(repo: OffersRepository, chats: ConversationsRepository, live: LivePublisher) {
  return {
    async make(user: UserRow, listingId: number, body: MakeOfferBody): Promise<MadeOffer> {
      const listing = await chats.listing(listingId);
      if (!listing) throw new NotFound(AD_GONE);
      if (isGoneForChat(listing.status)) throw adRemoved();
      if (listing.sellerId === user.id) throw ownAd();
      if (listing.status === 'sold') throw adSold();
      const values = { listingId, buyerId: user.id, sellerId: listing.sellerId, ...body };
      const made = await repo.make(values, (tx) => refuseIfBlocked(tx, user.id, listing.sellerId));
      // Sold or removed between the look above and the offer's transaction.
      if ('adStatus' in made) throw made.adStatus === 'sold' ? adSold() : adRemoved();
      const conversationId = made.conversation.id;
      await live.send([listing.sellerId, user.id], {
        type: 'offer',
        conversationId,
        offerId: made.offer.id,
        messageId: made.messageId,
      });
      await live.send([listing.sellerId], { type: 'notification', notificationId: made.notificationId });
      return { offer: presentOffer(made.offer), conversationId };
    },

    async get(user: UserRow, id: number): Promise<Offer> {
      const found = await repo.findForParty(id, user.id);
      if (!found) throw new NotFound(OFFER_GONE);
      return presentOffer(found.offer);
    },

    async decide(user: UserRow, id: number, status: 'accepted' | 'declined'): Promise<Offer> {
      const found = await repo.findForParty(id, user.id);
      if (!found) throw new NotFound(OFFER_GONE);
      if (found.sellerId !== user.id)
        throw new DomainError(403, 'not_seller', 'Only the seller can accept or decline an offer');
      if (isGoneForChat(found.listingStatus)) throw adRemoved();
      // A block between the two refuses first, as it does messages, even for an offer it closed.
      const guard = (tx: Tx) => refuseIfBlocked(tx, user.id, found.offer.buyerId);
      const decided = await repo.decide(id, status, user.id, guard);
      // Answered already, replaced by a newer offer, or closed by the ad's sale or removal.
      if (!decided)
        throw new Conflict('offer_closed', 'This offer has already been answered, replaced or closed');
      const { offer, notificationId } = decided;
      await live.send([offer.buyerId, user.id], {
        type: 'offer',
        conversationId: offer.conversationId,
        offerId: offer.id,
      });
      await live.send([offer.buyerId], { type: 'notification', notificationId });
      return presentOffer(offer);
    },
  };
}

export type OffersService = ReturnType<typeof offersService>;

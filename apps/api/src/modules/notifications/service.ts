import { LIMITS, type NotificationsPage } from '@bazaar/shared';
import { NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { LivePublisher, PersonCache } from '../events/index.ts';
import type { ClosedOffer } from '../listings/index.ts';
import { presentNotification } from './presenter.ts';
import type { NotificationsRepository } from './repository.ts';

/** The bell: a person's notifications, newest first; only they can read or mark them. */
export function notificationsService(
  repo: NotificationsRepository,
  live: LivePublisher,
  cache?: PersonCache,
) {
  return {
    async page(user: UserRow, before?: number): Promise<NotificationsPage> {
      const limit = LIMITS.notificationsPageSize;
      const rows = await repo.page(user.id, limit + 1, before);
      const page = rows.slice(0, limit);
      return {
        items: page.map(presentNotification),
        nextBefore: rows.length > limit ? (page.at(-1)?.notification.id ?? null) : null,
      };
    },

    // Every change to it publishes a notification event to the person, which forgets the cached count.
    unreadCount: (user: UserRow) =>
      cache
        ? cache.get(user.id, 'notificationsUnread', () => repo.unreadCount(user.id))
        : repo.unreadCount(user.id),

    async markRead(user: UserRow, id: number) {
      if (!(await repo.markRead(user.id, id))) throw new NotFound('This notification does not exist');
      await live.send([user.id], { type: 'notification', notificationId: id });
    },

    async markAllRead(user: UserRow) {
      await repo.markAllRead(user.id);
      await live.send([user.id], { type: 'notification' });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

/**
 * What happens to an ad that other people care about: those who keep it in their favourites hear
 * when it is sold or gets cheaper; buyers whose open offers its sale or removal closed hear that
 * (their notices were saved with the change). Called by the seller's own-ads service after the
 * change is saved.
 */
export function listingWatchers(repo: NotificationsRepository, live: LivePublisher) {
  async function tell(rows: { id: number; userId: number }[]) {
    if (rows.length)
      await live.send(
        rows.map((r) => r.userId),
        { type: 'notification' },
      );
  }
  return {
    async sold(listingId: number, sellerId: number) {
      await tell(await repo.addForFavouriters(listingId, sellerId, 'favourite_sold', {}));
    },
    async priceChanged(listingId: number, sellerId: number, before: number, after: number) {
      if (after >= before) return;
      await tell(await repo.addForFavouriters(listingId, sellerId, 'price_dropped', { before, after }));
    },
    /** Each closed offer's card changes in both parties' threads; its buyer's bell rings. */
    async offersClosed(closed: ClosedOffer[], sellerId: number) {
      for (const c of closed) {
        await live.send([c.buyerId, sellerId], {
          type: 'offer',
          conversationId: c.conversationId,
          offerId: c.offerId,
        });
        await live.send([c.buyerId], { type: 'notification', notificationId: c.notificationId });
      }
    },
  };
}

import type { Notification } from '@bazaar/shared';
import { presentConversationListing } from '../listings/index.ts';
import type { notificationsRepository } from './repository.ts';

type Row = Awaited<ReturnType<ReturnType<typeof notificationsRepository>['page']>>[number];

export function presentNotification(row: Row): Notification {
  const n = row.notification;
  return {
    id: n.id,
    kind: n.kind,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
    listing: row.listing ? presentConversationListing(row.listing, row.photo) : null,
    conversationId: n.conversationId,
    actor: row.actor,
    data: n.data,
  };
}

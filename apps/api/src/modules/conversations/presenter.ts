import type { ChatMessage, ConversationSummary, Offer } from '@bazaar/shared';
import type { offers } from '../../db/schema.ts';
import type { MessageRow, SummaryRow } from './repository.ts';
import { isGoneForChat, presentConversationListing } from '../listings/index.ts';
import { presentPrivatePhoto } from '../media/index.ts';

/** Where a conversation's photos are answered: only to its two parties (and staff with a report). */
export const chatPhotoPrefix = (conversationId: number) => `/api/conversations/${conversationId}/photos`;

// The inbox shows the start of the newest message; the thread has the whole text.
const PREVIEW_CHARS = 140;

export function presentOffer(row: typeof offers.$inferSelect): Offer {
  return {
    id: row.id,
    listingId: row.listingId,
    conversationId: row.conversationId,
    buyerId: row.buyerId,
    amount: row.amount,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentMessage(row: MessageRow, opts: { preview?: boolean } = {}): ChatMessage {
  const { message, offer } = row;
  const body =
    opts.preview && message.body.length > PREVIEW_CHARS
      ? message.body.slice(0, PREVIEW_CHARS - 1) + '…'
      : message.body;
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    body,
    createdAt: message.createdAt.toISOString(),
    offer: offer ? presentOffer(offer) : null,
    scamKinds: message.scamKinds,
    photos: (row.photos ?? []).map((p) => presentPrivatePhoto(chatPhotoPrefix(message.conversationId), p)),
  };
}

export function presentSummary(
  row: SummaryRow,
  userId: number,
  last: MessageRow | undefined,
): ConversationSummary {
  const c = row.conversation;
  return {
    id: c.id,
    role: c.buyerId === userId ? 'buyer' : 'seller',
    listing: presentConversationListing(row.listing, row.photo),
    other: row.other,
    lastMessage: last ? presentMessage(last, { preview: true }) : null,
    lastMessageAt: c.lastMessageAt.toISOString(),
    unread: row.unread,
    closed: isGoneForChat(row.listing.status),
  };
}

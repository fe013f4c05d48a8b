import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { LISTING_STATUSES, Photo } from './listings.ts';
import { Offer } from './offers.ts';
import { ScamKindSchema } from './trust.ts';

const id = z.number().int();
const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** The ad a conversation is about, as the inbox and the thread header show it. */
export const ConversationListing = z.object({
  id,
  category: z.string(),
  title: z.string(),
  price: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  photo: Photo.nullable(),
});
export type ConversationListing = z.infer<typeof ConversationListing>;

/** The other person: their public name only. */
export const Party = z.object({ id, name: z.string() });
export type Party = z.infer<typeof Party>;

export const ChatMessage = z.object({
  id,
  conversationId: id,
  senderId: id,
  /** Plain text; never to be rendered as HTML. Empty for an offer made without a note. */
  body: z.string(),
  createdAt: z.string(),
  offer: Offer.nullable(),
  /** Tricks the scam shield recognised: the receiver is warned before reading, the sender told why. */
  scamKinds: z.array(ScamKindSchema),
  /**
   * Photos sent with the message, in the order chosen. Their URLs are private: answered only to the
   * conversation's two parties (and to staff reviewing a report of the message).
   */
  photos: z.array(Photo),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationSummary = z.object({
  id,
  role: z.enum(['buyer', 'seller']),
  listing: ConversationListing,
  other: Party,
  /** The newest message (its text cut short), or null before the first one. */
  lastMessage: ChatMessage.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  /** The ad was removed: the conversation can be read but takes no new messages. */
  closed: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const Inbox = z.object({ items: z.array(ConversationSummary), nextCursor: z.string().nullable() });
export type Inbox = z.infer<typeof Inbox>;

export const InboxQuery = z.object({ cursor: z.string().max(100).optional() });

export const ConversationIdParams = z.object({ id: idParam });

export const MessagesQuery = z.object({
  /** Messages older than this id (keyset paging backwards from the newest). */
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.messagesPageSize),
});
export type MessagesQuery = z.input<typeof MessagesQuery>;

/** Oldest first; `nextBefore` fetches the page before this one, null when this is the start. */
export const MessagesPage = z.object({
  items: z.array(ChatMessage),
  nextBefore: z.number().int().nullable(),
});
export type MessagesPage = z.infer<typeof MessagesPage>;

export const CHAT_PHOTOS_TOO_MANY = `A message can carry at most ${LIMITS.chatPhotosMax} photos`;

/** Text, photos (uploaded first, by their ids) or both; never neither. */
export const SendMessageBody = z
  .object({
    body: z.string().trim().max(LIMITS.messageMax).default(''),
    photoIds: z
      .array(idParam)
      .max(LIMITS.chatPhotosMax, CHAT_PHOTOS_TOO_MANY)
      .refine((ids) => new Set(ids).size === ids.length, 'The same photo is in the message twice')
      .default([]),
  })
  .refine((m) => m.body.length > 0 || m.photoIds.length > 0, {
    path: ['body'],
    message: 'Write a message or add a photo',
  });
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const ReadBody = z.object({ upTo: idParam });

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

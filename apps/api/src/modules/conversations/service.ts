import {
  checkMessage,
  LIMITS,
  type ChatMessage,
  type ConversationSummary,
  type Inbox,
  type MessagesPage,
} from '@bazaar/shared';
import { AD_GONE, ownAd } from '../../lib/ad-errors.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { seenLatin } from '../../lib/screen-text.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { isOperator, type UserRow } from '../auth/index.ts';
import { photoKeyOf } from '../media/index.ts';
import type { LivePublisher, PersonCache } from '../events/index.ts';
import type { NotificationsRepository } from '../notifications/index.ts';
import type { ScamWatch } from '../trust/index.ts';
import {
  CHAT_PHOTOS_GONE,
  closedConversation,
  CONVERSATION_GONE,
  NO_SUCH_PHOTO,
  prohibitedInMessage,
} from './errors.ts';
import { presentMessage, presentSummary } from './presenter.ts';
import type { ConversationRow, ConversationsRepository, MessageRow } from './repository.ts';
import { isGoneForChat } from '../listings/index.ts';

const otherParty = (c: ConversationRow, userId: number) => (c.buyerId === userId ? c.sellerId : c.buyerId);

function encodeCursor(at: Date, id: number) {
  return `${at.toISOString()}_${id}`;
}

function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [iso, id] = cursor.split('_');
  const at = new Date(iso ?? '');
  const n = Number(id);
  return Number.isNaN(at.getTime()) || !Number.isSafeInteger(n) ? undefined : { at, id: n };
}

/**
 * One conversation per ad and buyer. Only its two parties can see it: to anyone else it does not
 * exist (404). A removed ad's conversations stay readable but take no new messages.
 */
export function conversationsService(
  repo: ConversationsRepository,
  notices: NotificationsRepository,
  live: LivePublisher,
  scams?: ScamWatch,
  cache?: PersonCache,
  /** The prohibited words a text holds (lib/word-screen.ts): a message with one is refused. */
  prohibited?: (text: string) => string[],
) {
  async function asParty(user: UserRow, id: number) {
    const found = await repo.findForParty(id, user.id);
    if (!found) throw new NotFound(CONVERSATION_GONE);
    return found;
  }

  /** The rows with their photos (one query for all of them). */
  async function withPhotos(rows: MessageRow[]): Promise<MessageRow[]> {
    const photos = await repo.photosOf(rows.map((r) => r.message.id));
    return rows.map((r) => ({ ...r, photos: photos.get(r.message.id) ?? [] }));
  }

  async function summary(user: UserRow, id: number): Promise<ConversationSummary> {
    const row = await repo.summary(id, user.id);
    if (!row) throw new NotFound(CONVERSATION_GONE);
    const [last] = await withPhotos(await repo.lastMessages([id]));
    return presentSummary(row, user.id, last);
  }

  return {
    /** "Chat with seller": this buyer's conversation about the ad, made on first use. */
    async open(user: UserRow, listingId: number): Promise<ConversationSummary> {
      const listing = await repo.listing(listingId);
      if (!listing || isGoneForChat(listing.status)) throw new NotFound(AD_GONE);
      if (listing.sellerId === user.id) throw ownAd();
      const conversation = await repo.transaction(async (tx) => {
        await refuseIfBlocked(tx, user.id, listing.sellerId);
        return repo.findOrCreate(listingId, user.id, listing.sellerId, tx);
      });
      return summary(user, conversation.id);
    },

    get: summary,

    async inbox(user: UserRow, cursor?: string): Promise<Inbox> {
      const limit = LIMITS.inboxPageSize;
      const rows = await repo.inbox(user.id, limit + 1, decodeCursor(cursor));
      const page = rows.slice(0, limit);
      const last = new Map(
        (await withPhotos(await repo.lastMessages(page.map((r) => r.conversation.id)))).map((m) => [
          m.message.conversationId,
          m,
        ]),
      );
      const tail = page.at(-1);
      return {
        items: page.map((r) => presentSummary(r, user.id, last.get(r.conversation.id))),
        nextCursor:
          rows.length > limit && tail
            ? encodeCursor(tail.conversation.lastMessageAt, tail.conversation.id)
            : null,
      };
    },

    async messages(
      user: UserRow,
      id: number,
      query: { before?: number; limit: number },
    ): Promise<MessagesPage> {
      await asParty(user, id);
      const rows = await repo.messages(id, query.limit + 1, query.before);
      const page = rows.slice(0, query.limit);
      return {
        items: (await withPhotos(page.reverse())).map((r) => presentMessage(r)),
        nextBefore: rows.length > query.limit ? (page[0]?.message.id ?? null) : null,
      };
    },

    /** Text, photos uploaded for this conversation (by their upload ids), or both. */
    async send(user: UserRow, id: number, body: string, photoIds: number[] = []): Promise<ChatMessage> {
      const { conversation, listingStatus } = await asParty(user, id);
      if (isGoneForChat(listingStatus)) throw closedConversation();
      const recipient = otherParty(conversation, user.id);
      if (body && prohibited?.(body).length) throw prohibitedInMessage();
      // The same model the composer ran before sending: the server's reading is the one stored. Who
      // sends it is evidence: a courier fee asked for by the seller is the trick, by the buyer a question.
      const sender = conversation.sellerId === user.id ? 'seller' : 'buyer';
      // Read as people see it: look-alike letters from other scripts, full-width letters and
      // invisible characters do not hide a trick from the server's reading.
      const { kinds: scamKinds } = checkMessage(seenLatin(body), { sender });
      // One at a time per conversation: messages sent at the same moment leave one "new message" notice.
      // Everything the message sets off goes with its transaction (live events as NOTIFY at commit,
      // the scam watch as a durable job): once stored, nothing can answer the sender with an error.
      const { message, photos } = await repo.locked(id, async (tx) => {
        // In the write's own transaction: a block made at the same moment stops this message.
        await refuseIfBlocked(tx, user.id, recipient);
        const message = await repo.addMessage(conversation, user.id, body, { executor: tx, scamKinds });
        const at = { conversationId: id, messageId: message.id, senderId: user.id };
        const photos = await repo.attachPhotos(tx, at, photoIds);
        // Throwing rolls the message back: nothing half-sent.
        if (photos.length !== photoIds.length)
          throw new Invalid(CHAT_PHOTOS_GONE, { photoIds: CHAT_PHOTOS_GONE });
        const noticeId = await notices.addMessageNotice(tx, {
          userId: recipient,
          conversationId: id,
          listingId: conversation.listingId,
          actorId: user.id,
        });
        // First the thread (the sender's other tabs show it too), then the bell.
        await live.within(tx, [recipient, user.id], {
          type: 'message',
          conversationId: id,
          messageId: message.id,
        });
        if (noticeId) await live.within(tx, [recipient], { type: 'notification', notificationId: noticeId });
        if (scamKinds.length)
          await scams?.flagged(tx, {
            senderId: user.id,
            listingId: conversation.listingId,
            messageId: message.id,
            kinds: scamKinds,
            at: message.createdAt,
          });
        return { message, photos };
      });
      live.forget([recipient, user.id]);
      return presentMessage({ message, offer: null, photos });
    },

    /** Whether a message now would be this party's first in the conversation (its own rate limit). */
    async isFirstFrom(user: UserRow, id: number): Promise<boolean> {
      const found = await repo.findForParty(id, user.id);
      return found !== undefined && !(await repo.hasWritten(id, user.id));
    },

    /**
     * Before a photo for this conversation is read: only its parties, while it takes messages and
     * neither has blocked the other (checked again when the message is sent).
     */
    async mayAddPhoto(user: UserRow, id: number) {
      const { conversation, listingStatus } = await asParty(user, id);
      if (isGoneForChat(listingStatus)) throw closedConversation();
      await repo.transaction((tx) => refuseIfBlocked(tx, user.id, otherParty(conversation, user.id)));
    },

    /**
     * Which stored file a request for a chat photo may have: the conversation's two parties see its
     * sent photos (and the sender their own unsent ones); staff see the photos of a reported message.
     * Everyone else, signed out included, is told there is no such photo.
     */
    async photoFile(viewer: UserRow | null, id: number, file: string): Promise<string> {
      const key = photoKeyOf(file);
      const photo = key && viewer ? await repo.chatPhoto(id, key) : undefined;
      if (!photo || !viewer) throw new NotFound(NO_SUCH_PHOTO);
      const party = viewer.id === photo.buyerId || viewer.id === photo.sellerId;
      if (party && (photo.messageId !== null || viewer.id === photo.ownerId)) return file;
      if (photo.messageId !== null && isOperator(viewer) && (await repo.isReported(photo.messageId)))
        return file;
      throw new NotFound(NO_SUCH_PHOTO);
    },

    async read(user: UserRow, id: number, upTo: number) {
      const { conversation } = await asParty(user, id);
      await repo.markRead(conversation, user.id, upTo);
      await notices.markConversationRead(user.id, id);
      // Every tab of this person updates its unread counts.
      await live.send([user.id], { type: 'read', conversationId: id });
    },

    // New messages and reads publish an event to the person, which forgets the cached count.
    unreadCount: (user: UserRow) =>
      cache ? cache.get(user.id, 'chatsUnread', () => repo.unreadCount(user.id)) : repo.unreadCount(user.id),
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;

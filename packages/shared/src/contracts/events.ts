/**
 * What GET /api/events streams (Server-Sent Events): small signals with ids, never message text.
 * The page refetches what changed. `resync` means events may have been missed (the server lost
 * its database connection for a while): refetch everything live. `blocks` goes only to the person
 * who blocked or unblocked someone (their other tabs refetch their blocks and chats); the other
 * person is sent nothing. `favourites` means the person's hearts changed (in another tab or on
 * another API process).
 */
export const LIVE_EVENT_TYPES = [
  'message',
  'offer',
  'notification',
  'read',
  'resync',
  'blocks',
  'favourites',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  conversationId?: number;
  messageId?: number;
  offerId?: number;
  notificationId?: number;
}

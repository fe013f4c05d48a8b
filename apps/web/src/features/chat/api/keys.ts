/** Query keys of the chat caches; live events invalidate them by these. */
export const chatKeys = {
  all: ['chat'] as const,
  inbox: ['chat', 'inbox'] as const,
  unread: ['chat', 'unread'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  messages: (id: number) => ['chat', 'messages', id] as const,
};

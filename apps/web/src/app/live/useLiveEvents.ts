import type { LiveEvent } from '@bazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { blockKeys } from '../../features/blocks/api/keys';
import { chatKeys } from '../../features/chat/api/keys';
import { notificationKeys } from '../../lib/query-keys';

const TYPES = ['message', 'offer', 'notification', 'read', 'resync', 'blocks'] as const;

/**
 * One Server-Sent Events stream per tab while signed in. Events only say what changed (ids);
 * the caches that show it are refetched, so the page never renders text it did not fetch itself.
 */
export function useLiveEvents(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');

    const refresh = (key: readonly unknown[]) => void client.invalidateQueries({ queryKey: key });
    const everything = () => {
      refresh(chatKeys.all);
      refresh(notificationKeys.all);
      refresh(blockKeys.list);
    };

    function handle(e: MessageEvent<string>) {
      let event: LiveEvent;
      try {
        event = JSON.parse(e.data) as LiveEvent;
      } catch {
        return;
      }
      switch (event.type) {
        case 'message':
        case 'offer':
          refresh(chatKeys.inbox);
          refresh(chatKeys.unread);
          if (event.conversationId) {
            refresh(chatKeys.messages(event.conversationId));
            refresh(chatKeys.conversation(event.conversationId));
          }
          break;
        case 'read':
          refresh(chatKeys.unread);
          refresh(chatKeys.inbox);
          refresh(notificationKeys.all);
          break;
        case 'notification':
          refresh(notificationKeys.all);
          break;
        case 'blocks':
          // I blocked or unblocked someone in another tab: the inbox, the conversation's
          // composer and the offers it closed all change.
          refresh(blockKeys.list);
          refresh(chatKeys.all);
          break;
        case 'resync':
          everything();
          break;
      }
    }

    for (const type of TYPES) source.addEventListener(type, handle);
    // Whatever happened before the stream was open is fetched again: on a reconnect, what came while
    // it was away; on the first open, what came between the page's first fetch of the counts (or the
    // server's render of them) and the open. The server attaches the stream before the browser sees
    // it open, so nothing can fall between this refetch and the first event.
    source.onopen = everything;
    return () => source.close();
  }, [enabled, client]);
}

import type { LiveEvent } from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvents } from '../../db/live-events.ts';
import type { LiveNotice } from './live-notice.ts';
import type { PersonCache } from './person-cache.ts';

// NOTIFY payloads must stay under 8000 bytes; 400 ids of up to 16 digits fit with room to spare.
const RECIPIENTS_PER_NOTICE = 400;

/**
 * Tells the recipients' open tabs, in whichever API process they are connected, that something
 * changed. The change is already committed: a failed publish is logged, never turned into an
 * error for the person who made it (the other side sees it on their next refresh).
 */
export function livePublisher(events: LiveEvents, log: FastifyBaseLogger, cache?: PersonCache) {
  return {
    async send(to: number[], event: LiveEvent) {
      const recipients = [...new Set(to)];
      // This process forgets their remembered answers now, before NOTIFY comes back to it.
      cache?.forget(recipients);
      for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_NOTICE) {
        const notice: LiveNotice = { ...event, to: recipients.slice(i, i + RECIPIENTS_PER_NOTICE) };
        await events.publish(JSON.stringify(notice)).catch((err: unknown) => {
          log.warn({ err, event: event.type }, 'live event not published');
        });
      }
    },
  };
}

export type LivePublisher = ReturnType<typeof livePublisher>;

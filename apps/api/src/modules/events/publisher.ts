import type { LiveEvent } from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { LIVE_CHANNEL, type LiveEvents } from '../../db/live-events.ts';
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
  function notices(to: number[], event: LiveEvent): string[] {
    const recipients = [...new Set(to)];
    const out: string[] = [];
    for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_NOTICE) {
      const notice: LiveNotice = { ...event, to: recipients.slice(i, i + RECIPIENTS_PER_NOTICE) };
      out.push(JSON.stringify(notice));
    }
    return out;
  }

  return {
    async send(to: number[], event: LiveEvent) {
      // This process forgets their remembered answers now, before NOTIFY comes back to it.
      cache?.forget([...new Set(to)]);
      for (const notice of notices(to, event))
        await events.publish(notice).catch((err: unknown) => {
          log.warn({ err, event: event.type }, 'live event not published');
        });
    },

    /**
     * In the change's own transaction: PostgreSQL delivers the NOTIFY at commit, so the event goes
     * out exactly when the change does, and nothing after the commit can fail the request.
     */
    async within(tx: Tx, to: number[], event: LiveEvent) {
      for (const notice of notices(to, event))
        await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${notice})`);
    },

    /** After a commit that used within(): this process's remembered answers for these people go now. */
    forget(to: number[]) {
      cache?.forget([...new Set(to)]);
    },
  };
}

export type LivePublisher = ReturnType<typeof livePublisher>;

import type { LiveEvent } from '@bazaar/shared';

/** What travels over NOTIFY: the event and whose browsers should hear it. */
export interface LiveNotice extends LiveEvent {
  to: number[];
}

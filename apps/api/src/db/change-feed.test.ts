import { expect, it } from 'vitest';
import { ChangeFeed, type Change } from './changes.ts';
import { CHANGES_CHANNEL, RESYNC_PAYLOAD, type LiveEvents } from './live-events.ts';

/** A channel in memory: what is published comes back to the listeners unless told otherwise. */
function channel(opts: { echo?: boolean; down?: boolean } = {}) {
  const listeners = new Set<(payload: string) => void>();
  const events: LiveEvents = {
    async publish(payload, ch) {
      if (opts.down) throw new Error('database away');
      if (opts.echo !== false && ch === CHANGES_CHANNEL)
        queueMicrotask(() => listeners.forEach((l) => l(payload)));
    },
    subscribe(listener, ch) {
      if (ch === CHANGES_CHANNEL) listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: async () => {},
    close: async () => {},
  };
  return { events, say: (payload: string) => listeners.forEach((l) => l(payload)) };
}

it('reads what the triggers announce, and a lost channel as everything changed', () => {
  const { events, say } = channel();
  const feed = new ChangeFeed(events);
  const heard: Change[] = [];
  feed.subscribe((c) => heard.push(c));
  say('{"kind":"listings","ids":[4,7]}');
  say('{"kind":"people","ids":null}');
  say('not json');
  say('{"kind":"weather","ids":[1]}');
  say(RESYNC_PAYLOAD);
  expect(heard).toEqual([
    { kind: 'listings', ids: [4, 7] },
    { kind: 'people', ids: null },
    { kind: 'listings', ids: null },
    { kind: 'people', ids: null },
    { kind: 'accounts', ids: null },
    { kind: 'sessions', ids: null },
    { kind: 'blocks', ids: null },
  ]);
});

it('knows when it has heard everything committed before, and never keeps a request waiting long', async () => {
  await new ChangeFeed(channel().events).heard();
  // The marker never comes back (the channel dropped it): the request answers anyway.
  const started = Date.now();
  await new ChangeFeed(channel({ echo: false }).events).heard();
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  // The database is away: nothing to wait for, and no error of its own.
  await expect(new ChangeFeed(channel({ down: true }).events).heard()).resolves.toBeUndefined();
});

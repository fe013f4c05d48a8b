import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { LiveEvents } from '../../db/live-events.ts';
import { liveHub } from './hub.ts';

/** Events in memory: what the hub hears is what the test publishes. */
function memoryEvents(): LiveEvents & { emit(payload: string): void } {
  const listeners = new Set<(p: string) => void>();
  return {
    emit: (p) => listeners.forEach((l) => l(p)),
    publish: async (p) => listeners.forEach((l) => l(p)),
    subscribe(l) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    listening: async () => {},
    close: async () => listeners.clear(),
  };
}

function stream() {
  const chunks: string[] = [];
  let ended = false;
  const res = {
    writableLength: 0,
    write: (c: string) => chunks.push(c) > 0,
    end: () => void (ended = true),
    destroy: () => void (ended = true),
  } as unknown as ServerResponse;
  return { res, chunks, ended: () => ended };
}

describe('live hub', () => {
  it('writes an event to the recipients’ streams only, without the recipient list', () => {
    const events = memoryEvents();
    const hub = liveHub(events);
    const mine = stream();
    const theirs = stream();
    hub.attach(1, mine.res);
    hub.attach(2, theirs.res);
    events.emit(JSON.stringify({ type: 'message', conversationId: 7, messageId: 9, to: [1] }));
    expect(mine.chunks).toEqual([
      'event: message\ndata: {"type":"message","conversationId":7,"messageId":9}\n\n',
    ]);
    expect(theirs.chunks).toEqual([]);
    hub.close();
  });

  it('sends heartbeats, forgets a stream once detached, and ends the rest on close', async () => {
    const events = memoryEvents();
    const hub = liveHub(events, { heartbeatMs: 20 });
    const a = stream();
    const b = stream();
    const detachA = hub.attach(1, a.res);
    hub.attach(1, b.res);
    await new Promise((r) => setTimeout(r, 70));
    expect(a.chunks.filter((c) => c === ': ping\n\n').length).toBeGreaterThan(0);
    detachA();
    detachA();
    expect(hub.size()).toBe(1);
    events.emit(JSON.stringify({ type: 'resync', to: [] }));
    expect(a.chunks.some((c) => c.startsWith('event: resync'))).toBe(false);
    expect(b.chunks.some((c) => c.startsWith('event: resync'))).toBe(true);
    hub.close();
    expect(b.ended()).toBe(true);
    expect(hub.size()).toBe(0);
  });

  it('ends a stream at a heartbeat once its session is gone, and keeps it while the database is away', async () => {
    const hub = liveHub(memoryEvents(), { heartbeatMs: 20 });
    const out = stream();
    const away = stream();
    let signedIn = true;
    hub.attach(1, out.res, async () => signedIn);
    hub.attach(1, away.res, async () => {
      throw new Error('connection refused');
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(out.ended()).toBe(false);
    signedIn = false;
    await new Promise((r) => setTimeout(r, 50));
    expect(out.ended()).toBe(true);
    expect(away.ended()).toBe(false);
    hub.close();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveEvents } from './useLiveEvents';

/** The browser's EventSource as far as the hook uses it: listeners per event type. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: object) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {}
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = new QueryClient();
  vi.stubGlobal('EventSource', FakeEventSource);
  for (const key of [['blocks'], ['chat', 'inbox'], ['chat', 'conversation', 5], ['notifications', 'list']])
    client.setQueryData(key, { seen: true });
});
afterEach(() => vi.unstubAllGlobals());

const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('useLiveEvents', () => {
  it('on a block made in another tab, refetches my blocks and my chats (inbox, conversations)', () => {
    renderHook(() => useLiveEvents(true), { wrapper });
    expect(FakeEventSource.last?.url).toBe('/api/events');
    act(() => FakeEventSource.last!.emit('blocks', { type: 'blocks' }));
    expect(stale(['blocks'])).toBe(true);
    expect(stale(['chat', 'inbox'])).toBe(true);
    expect(stale(['chat', 'conversation', 5])).toBe(true);
    expect(stale(['notifications', 'list'])).toBe(false);
  });

  it('leaves my blocks alone on a message', () => {
    renderHook(() => useLiveEvents(true), { wrapper });
    act(() => FakeEventSource.last!.emit('message', { type: 'message', conversationId: 5, messageId: 1 }));
    expect(stale(['chat', 'inbox'])).toBe(true);
    expect(stale(['blocks'])).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnreadMessages } from '../../features/chat/api/useUnreadMessages';
import { useLiveEvents } from './useLiveEvents';

/** An EventSource the test opens by hand, so it can let things happen before the stream is open. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  onopen: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
}

function Badge() {
  useLiveEvents(true);
  const unread = useUnreadMessages(true);
  return <p>unread: {unread.data ? unread.data.count : '…'}</p>;
}

describe('useLiveEvents at page load', () => {
  let serverCount = 0;
  beforeEach(() => {
    serverCount = 0;
    FakeEventSource.last = undefined;
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ count: serverCount }), { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the counts when the stream first opens, so an offer sent before that is not missed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Badge />
      </QueryClientProvider>,
    );
    // The page's first fetch of the counts: nothing yet.
    expect(await screen.findByText('unread: 0')).toBeTruthy();
    // An offer arrives while the stream is still connecting: no event will ever tell of it.
    serverCount = 1;
    expect(FakeEventSource.last?.url).toBe('/api/events');
    FakeEventSource.last!.open();
    await waitFor(() => expect(screen.getByText('unread: 1')).toBeTruthy());
  });

  it('closes the stream when the page lets go of it', async () => {
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Badge />
      </QueryClientProvider>,
    );
    const source = FakeEventSource.last!;
    view.unmount();
    expect(source.closed).toBe(true);
  });
});

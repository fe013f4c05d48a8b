import type { Notification } from '@bazaar/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import NotificationsPage from './NotificationsPage';

const ask = (id: number, dealId: number, read = false): Notification => ({
  id,
  kind: 'rate_deal',
  createdAt: new Date().toISOString(),
  read,
  listing: null,
  conversationId: null,
  actor: { id: 2, name: 'Priya' },
  data: { dealId },
});

let items: Notification[];
let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/notifications') return Response.json({ items, nextBefore: null });
      if (method === 'POST' && /^\/api\/notifications\/\d+\/read$/.test(url)) {
        const id = Number(url.split('/')[3]);
        items = items.map((n) => (n.id === id ? { ...n, read: true } : n));
        return new Response(null, { status: 204 });
      }
      if (url === '/api/auth/session') return Response.json({ user: { id: 1, name: 'Ravi' } });
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('/notifications?deal= (the e-mail\'s "Rate your deal" link)', () => {
  it('reads that deal\'s "Rate your deal" notice once, and no other', async () => {
    items = [ask(6, 31), ask(5, 30)];
    renderWithProviders(<NotificationsPage />, { url: '/notifications?deal=30' });
    await waitFor(() => expect(calls).toContain('POST /api/notifications/5/read'));
    // The list asked again shows it read; nothing is posted twice.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/notifications').length).toBe(2));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/notifications/5/read']);
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
  });

  it('reads nothing without a deal', async () => {
    items = [ask(5, 30)];
    renderWithProviders(<NotificationsPage />, { url: '/notifications' });
    expect(await screen.findByTestId('notification')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

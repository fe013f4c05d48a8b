import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/notifications/unread-count' ? json({ count: 0 }) : json({ items: [], nextBefore: null }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the notification bell from the keyboard', () => {
  it('closes with Escape from inside the panel and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    const bell = screen.getByTestId('bell');
    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const seeAll = await screen.findByRole('link', { name: 'See all notifications' });
    await user.tab();
    expect(document.activeElement).toBe(seeAll);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'See all notifications' })).toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('closes with Escape right after opening, focus staying on the bell', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    const bell = screen.getByTestId('bell');
    bell.focus();
    await user.keyboard(' ');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });
});

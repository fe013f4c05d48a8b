import type { BlockList } from '@bazaar/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { liveTranslation, type TFunction } from '../../../i18n/instance';
import { ApiError } from '../../../lib/http';
import { renderWithProviders } from '../../../test/render';
import { blockRefusal } from '../refusal';
import { BlockedPeople } from './BlockedPeople';
import { BlockPersonButton } from './BlockPersonButton';
// t in the page's language at the time it is called, as components see it.
const liveT: TFunction = (key, vars) => liveTranslation.current().t(key, vars);

let blocked: BlockList['items'];
let calls: string[];

beforeEach(() => {
  calls = [];
  blocked = [{ user: { id: 7, name: 'Ravi Kumar' }, blockedAt: '2026-11-20T10:00:00.000Z' }];
  // jsdom has <dialog> without close (showModal: test/setup.ts).
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ' ' + String(init.body) : ''}`);
      if (url === '/api/blocks' && method === 'GET') return Response.json({ items: blocked });
      if (url === '/api/blocks/7' && method === 'DELETE') {
        blocked = [];
        return new Response(null, { status: 204 });
      }
      if (url === '/api/blocks' && method === 'POST')
        return Response.json(
          { user: { id: 9, name: 'Meena' }, blockedAt: new Date().toISOString() },
          { status: 201 },
        );
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('BlockedPeople', () => {
  it('lists the people I blocked with the date, and unblocks one', async () => {
    renderWithProviders(<BlockedPeople headingId="h" />);
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Blocked on 20 Nov 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Ravi Kumar' }));
    expect(await screen.findByText(/You haven't blocked anyone/)).toBeTruthy();
    expect(calls).toContain('DELETE /api/blocks/7');
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderWithProviders(<BlockedPeople headingId="h" />);
    expect(await screen.findByRole('button', { name: 'Ravi Kumar को अनब्लॉक करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ब्लॉक किए गए लोग' })).toBeTruthy();
  });
});

describe('BlockPersonButton', () => {
  it('asks first, and blocks only when confirmed', async () => {
    renderWithProviders(<BlockPersonButton conversationId={12} person={{ id: 9, name: 'Meena' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Block Meena' }));
    expect(screen.getByRole('heading', { name: 'Block Meena?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Block Meena' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls).toContain('POST /api/blocks {"conversationId":12}'));
    expect(await screen.findByText('You blocked Meena')).toBeTruthy();
  });
});

describe('blockRefusal', () => {
  it('words a block refusal in the person’s language, and leaves other errors alone', async () => {
    const blockedByThem = new ApiError(403, 'cannot_message', "You can't message this person");
    const blockedByMe = new ApiError(403, 'you_blocked', 'You blocked this person — unblock in Settings');
    expect(blockRefusal(blockedByThem, liveT)).toBe("You can't message this person");
    await act(() => switchLanguage('hi'));
    expect(blockRefusal(blockedByThem, liveT)).toBe('आप इस व्यक्ति को संदेश नहीं भेज सकते');
    expect(blockRefusal(blockedByMe, liveT)).toBe('आपने इस व्यक्ति को ब्लॉक किया है — सेटिंग्स में अनब्लॉक करें');
    const phoneRefused = new ApiError(403, 'cannot_contact', "You can't contact this person");
    expect(blockRefusal(phoneRefused, liveT)).toBe('आप इस व्यक्ति से संपर्क नहीं कर सकते');
    expect(blockRefusal(new ApiError(403, 'own_ad', 'This is your own ad'), liveT)).toBeUndefined();
  });
});

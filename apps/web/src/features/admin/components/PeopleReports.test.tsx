import type { PeopleReport } from '@bazaar/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import '../i18n';
import { PeopleReports } from './PeopleReports';

let items: PeopleReport[];
let calls: string[];

beforeEach(() => {
  calls = [];
  items = [
    {
      id: 4,
      reason: 'offensive',
      detail: 'Rude words',
      createdAt: '2026-11-20T10:00:00.000Z',
      reporter: { id: 2, name: 'Priya', phoneVerified: true },
      subject: { id: 1, name: 'Ravi Kumar', suspended: false },
      review: { id: 70, stars: 1, text: 'Worst seller', hidden: false },
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ' ' + String(init.body) : ''}`);
      if (url === '/api/admin/people-reports') return Response.json({ items });
      if (url === '/api/admin/ratings/70/hide') {
        items = [];
        return Response.json({ hidden: true });
      }
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('reports about people in the console', () => {
  it('hides a reported review with a reason', async () => {
    renderWithProviders(<PeopleReports />);
    expect(await screen.findByText('Review of Ravi Kumar')).toBeTruthy();
    expect(screen.getByText(/Reported by Priya · verified number/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/reason/i), {
      target: { value: 'Insults, not a review of the deal' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(calls).toContain(
        'POST /api/admin/ratings/70/hide {"reason":"Insults, not a review of the deal"}',
      ),
    );
    expect(await screen.findByText('No reports about people or reviews.')).toBeTruthy();
  });
});

import type { SuggestResponse } from '@bazaar/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { SearchBox } from './SearchBox';

const SUGGESTIONS: SuggestResponse = {
  items: [
    { label: 'Maruti Suzuki Swift', category: 'cars', query: 'Maruti Suzuki Swift' },
    { label: 'Maruti Suzuki Swift Dzire', category: 'cars', query: 'Maruti Suzuki Swift Dzire' },
    { label: 'swift', query: 'swift' },
  ],
};

let requested: string[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(SUGGESTIONS), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function setup(url = '/') {
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox />
            <Where />
          </>
        }
      />
    </Routes>,
    { url },
  );
  return screen.getByRole('combobox', { name: 'Search ads' });
}

async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(250));
  await screen.findAllByRole('option');
}

const where = () => screen.getByTestId('where').textContent;
const options = () => screen.queryAllByRole('option');

describe('SearchBox (combobox)', () => {
  it('asks for suggestions once the typing pauses, not per key', async () => {
    const input = setup();
    fireEvent.focus(input);
    for (const text of ['s', 'sw', 'swi', 'swif', 'swift'])
      fireEvent.change(input, { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(requested).toEqual(['/api/search/suggest?q=swift']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    // The category's name comes with the catalog, which the box loads when it is focused.
    await vi.waitFor(() => expect(options()[0]!.textContent).toContain('in Cars'));
  });

  it('moves through the list with the arrows, wrapping through the text, and opens one with Enter', async () => {
    const input = setup();
    await typeAndWait(input, 'swift');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // past the end: back to the text
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // and round to the last
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/products/cars?q=Maruti+Suzuki+Swift');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Maruti Suzuki Swift');
  });

  it('searches the typed text with Enter when nothing is highlighted, keeping the region', async () => {
    const input = setup('/product?state=kerala');
    await typeAndWait(input, 'swift vxi');
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe('/product?q=swift+vxi&state=kerala');
  });

  it('closes with Escape, keeps the text, and clears it with a second Escape', async () => {
    const input = setup();
    await typeAndWait(input, 'swift');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('swift');
    // Arrow down opens the list again.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(where()).toBe('/');
  });

  it('opens a suggestion on click and shows the current search in the box', async () => {
    const input = setup('/product?q=honda');
    expect((input as HTMLInputElement).value).toBe('honda');
    await typeAndWait(input, 'swift');
    fireEvent.mouseDown(options()[2]!);
    fireEvent.click(options()[2]!);
    expect(where()).toBe('/product?q=swift');
  });

  it('offers nothing for a single letter', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 's' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(requested).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

import type { Photo } from '@bazaar/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { MessagePhotos } from './MessagePhotos';

const photo = (n: number): Photo => ({
  card: `/api/conversations/3/photos/ab/p${n}-card.webp`,
  full: `/api/conversations/3/photos/ab/p${n}-full.webp`,
  cardWidth: 400,
  cardHeight: 300,
  fullWidth: 1200,
  fullHeight: 900,
});

describe('MessagePhotos', () => {
  it('shows thumbnails from the private address, loading until each arrives', () => {
    render(<MessagePhotos photos={[photo(1), photo(2)]} from="Asha" />);
    const list = screen.getByRole('list', { name: 'Photos from Asha' });
    const thumbs = within(list).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 2',
      'Open photo 2 of 2',
    ]);
    const img = thumbs[0]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(photo(1).card);
    expect(img.parentElement!.getAttribute('aria-busy')).toBe('true');
    fireEvent.load(img);
    expect(img.parentElement!.getAttribute('aria-busy')).toBe('false');
    fireEvent.error(thumbs[1]!.querySelector('img')!);
    expect(within(thumbs[1]!).getByText('Photo not available')).toBeTruthy();
  });

  it('opens full size in a dialog; arrows move, Escape and Close shut it', () => {
    render(<MessagePhotos photos={[photo(1), photo(2)]} from="Asha" />);
    screen.getByRole('button', { name: 'Open photo 2 of 2' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 2' }));
    const viewer = screen.getByTestId('photo-viewer');
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2' }).getAttribute('src')).toBe(photo(2).full);
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 2' }).getAttribute('src')).toBe(photo(1).full);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2' })).toBeTruthy();

    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
    // Focus is back on the thumbnail that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open photo 2 of 2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
  });
});

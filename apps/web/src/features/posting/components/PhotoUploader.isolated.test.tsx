import type { UploadedPhoto } from '@bazaar/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { uploadPhoto } from '../api/uploadPhoto';
import '../i18n';
import { PhotoUploader } from './PhotoUploader';

vi.mock('../api/uploadPhoto', () => ({ uploadPhoto: vi.fn() }));

/** Each upload waits until the test finishes it, so the test decides the order they complete in. */
let uploads: Map<string, { resolve: (p: UploadedPhoto) => void; reject: (e: unknown) => void }>;
let nextId: number;

const stored = (name: string): UploadedPhoto => {
  const base = name.replace(/\..*$/, '');
  return {
    id: nextId++,
    photo: {
      card: `/media/${base}-card.webp`,
      full: `/media/${base}-full.webp`,
      cardWidth: 480,
      cardHeight: 360,
      fullWidth: 1280,
      fullHeight: 960,
    },
  };
};

beforeEach(() => {
  uploads = new Map();
  nextId = 100;
  vi.mocked(uploadPhoto).mockImplementation(
    (file: File) => new Promise((resolve, reject) => void uploads.set(file.name, { resolve, reject })),
  );
  // jsdom has no object URLs.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (f: File) => `blob:${f.name}`, revokeObjectURL() {} }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(uploadPhoto).mockReset();
  await act(() => switchLanguage('en'));
});

function Form() {
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  return <PhotoUploader photos={photos} onChange={(update) => setPhotos(update)} onBusy={() => {}} />;
}

const jpeg = (name: string) => new File(['x'.repeat(100)], name, { type: 'image/jpeg' });

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });
}

async function finish(name: string) {
  await act(async () => uploads.get(name)!.resolve(stored(name)));
}

async function fail(name: string, error: unknown) {
  await act(async () => uploads.get(name)!.reject(error));
}

/** The grid, tile by tile: an uploaded photo by its file, a slot by what it shows. */
const grid = () =>
  within(screen.getByRole('list', { name: 'Your photos' }))
    .getAllByRole('listitem')
    .filter((li) => li.dataset.testid)
    .map((li) => {
      if (li.dataset.testid === 'photo-tile') return li.querySelector('img')!.getAttribute('src');
      const alert = li.querySelector('[role="alert"]');
      return alert ? `failed: ${alert.textContent}` : `uploading: ${li.querySelector('progress')!.ariaLabel}`;
    });

describe('PhotoUploader', () => {
  it('keeps photos in the order they were chosen, whatever order their uploads finish in', async () => {
    render(<Form />);
    choose(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'));
    expect(grid()).toEqual([
      'uploading: Uploading a.jpg',
      'uploading: Uploading b.jpg',
      'uploading: Uploading c.jpg',
    ]);
    // Two at a time, as the server takes them: c starts when b is done.
    expect([...uploads.keys()]).toEqual(['a.jpg', 'b.jpg']);
    await finish('b.jpg');
    await finish('c.jpg');
    expect(grid()).toEqual(['uploading: Uploading a.jpg', '/media/b-card.webp', '/media/c-card.webp']);
    await finish('a.jpg');
    expect(grid()).toEqual(['/media/a-card.webp', '/media/b-card.webp', '/media/c-card.webp']);
    // The first chosen is the cover.
    expect(screen.getByText('Cover').closest('li')!.querySelector('img')!.getAttribute('src')).toBe(
      '/media/a-card.webp',
    );
  });

  it('keeps the order across two picks, and a failed file in its own place until dismissed', async () => {
    render(<Form />);
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    choose(jpeg('c.jpg'));
    // Still two at a time across picks: c waits for a place.
    expect([...uploads.keys()]).toEqual(['a.jpg', 'b.jpg']);
    await finish('b.jpg');
    await finish('c.jpg');
    await fail('a.jpg', new ApiError(400, 'invalid', 'Not an image', { file: 'not_image' }));
    expect(grid()).toEqual([
      'failed: a.jpgThis file is not a photo. Choose a JPEG, PNG or WebP image.',
      '/media/b-card.webp',
      '/media/c-card.webp',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(grid()).toEqual(['/media/b-card.webp', '/media/c-card.webp']);
  });

  it('keeps a photo refused for now (429), says why, and sends it again on Try again', async () => {
    render(<Form />);
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    await finish('a.jpg');
    await fail('b.jpg', new ApiError(429, 'rate_limited', '2 of your photos are still uploading.'));
    expect(grid()).toEqual(['/media/a-card.webp', 'failed: b.jpgNot sent yetTry again']);
    const kept = screen.getAllByTestId('photo-slot')[0]!;
    expect(kept.querySelector('img')!.getAttribute('src')).toBe('blob:b.jpg');
    expect(screen.getByRole('status').textContent).toMatch(/Too many photos at once. Your photos are kept/);
    fireEvent.click(within(kept).getByRole('button', { name: 'Try again' }));
    expect(grid()).toEqual(['/media/a-card.webp', 'uploading: Uploading b.jpg']);
    expect(screen.queryByRole('status')).toBeNull();
    await finish('b.jpg');
    expect(grid()).toEqual(['/media/a-card.webp', '/media/b-card.webp']);
  });

  it('says on the photo, in the person’s language, that Bazaar is out of storage, and keeps it to send again', async () => {
    render(<Form />);
    const full = () =>
      new ApiError(507, 'out_of_storage', 'Bazaar is out of storage; nothing was saved, try again later');
    choose(jpeg('a.jpg'));
    await fail('a.jpg', full());
    expect(grid()).toEqual([
      'failed: a.jpgBazaar is out of storage; nothing was saved, try again later.Try again',
    ]);
    const kept = screen.getByTestId('photo-slot');
    expect(kept.querySelector('img')!.getAttribute('src')).toBe('blob:a.jpg');
    await act(() => switchLanguage('hi'));
    choose(jpeg('b.jpg'));
    await fail('b.jpg', full());
    expect(within(screen.getAllByTestId('photo-slot')[1]!).getByRole('alert').textContent).toMatch(
      /^b\.jpgबाज़ार में जगह नहीं बची है; कुछ भी सहेजा नहीं गया/,
    );
    await act(() => switchLanguage('en'));
    // Space freed: Try again sends the same photo.
    fireEvent.click(within(kept).getByRole('button', { name: 'Try again' }));
    expect(grid()[0]).toBe('uploading: Uploading a.jpg');
    await finish('a.jpg');
    expect(grid()[0]).toBe('/media/a-card.webp');
  });

  it('keeps a photo the server is too busy to prepare (503) and says to try again in a minute', async () => {
    render(<Form />);
    choose(jpeg('a.jpg'));
    await fail('a.jpg', new ApiError(503, 'busy', 'Bazaar is busy preparing photos.'));
    expect(grid()).toEqual(['failed: a.jpgNot sent yetTry again']);
    expect(screen.getByRole('status').textContent).toMatch(/busy preparing photos. Your photos are kept/);
  });

  it('shows no picture for a file that failed, only a placeholder with the reason', async () => {
    render(<Form />);
    choose(jpeg('notes.jpg'), new File(['x'], 'song.mp3', { type: 'audio/mpeg' }));
    const [notes, song] = screen.getAllByTestId('photo-slot');
    // The server refuses the text file renamed .jpg; the mp3 is refused at once.
    expect(song!.querySelector('img')).toBeNull();
    expect(within(song!).getByRole('alert').textContent).toContain('This file is not a photo.');
    await fail('notes.jpg', new ApiError(400, 'invalid', 'Not an image', { file: 'not_image' }));
    expect(notes!.querySelector('img')).toBeNull();
    expect(within(notes!).getByRole('alert').textContent).toContain('This file is not a photo.');
  });

  it('draws a placeholder, not a broken image, while a file the browser cannot read uploads', async () => {
    render(<Form />);
    choose(new File(['x'.repeat(100)], 'empty.png', { type: 'image/png' }));
    const slot = screen.getByTestId('photo-slot');
    fireEvent.error(slot.querySelector('img')!);
    expect(slot.querySelector('img')).toBeNull();
    expect(within(slot).getByRole('progressbar')).toBeTruthy();
    await fail('empty.png', new ApiError(400, 'invalid', 'Not an image', { file: 'not_image' }));
    expect(slot.querySelector('img')).toBeNull();
    expect(within(slot).getByRole('alert').textContent).toContain('This file is not a photo.');
  });
});

import type { UploadedPhoto } from '@bazaar/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { uploadChatPhoto } from '../api/uploadChatPhoto';
import '../i18n';
import '../../trust/i18n';
import { Composer } from './Composer';

vi.mock('../api/uploadChatPhoto', () => ({ uploadChatPhoto: vi.fn() }));

/** Each upload waits until the test finishes it. */
let uploads: Map<string, { resolve: (p: UploadedPhoto) => void; reject: (e: unknown) => void }>;
let nextId: number;

beforeEach(() => {
  uploads = new Map();
  nextId = 500;
  vi.mocked(uploadChatPhoto).mockImplementation(
    (_conversation: number, file: File) =>
      new Promise((resolve, reject) => void uploads.set(file.name, { resolve, reject })),
  );
  // jsdom has no object URLs.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (f: File) => `blob:${f.name}`, revokeObjectURL() {} }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(uploadChatPhoto).mockReset();
  await act(() => switchLanguage('en'));
});

const photo = (name: string) => new File(['x'.repeat(50)], name, { type: 'image/jpeg' });
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('chat-photo-input'), { target: { files } });
const stored = (name: string): UploadedPhoto => ({
  id: nextId++,
  photo: {
    card: `/api/conversations/7/photos/ab/${name}-card.webp`,
    full: `/api/conversations/7/photos/ab/${name}-full.webp`,
    cardWidth: 400,
    cardHeight: 300,
    fullWidth: 1200,
    fullHeight: 900,
  },
});
const finish = (name: string) => act(async () => uploads.get(name)!.resolve(stored(name)));
const fail = (name: string, error: unknown) => act(async () => uploads.get(name)!.reject(error));
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const box = () => screen.getByLabelText<HTMLTextAreaElement>('Message');

function renderComposer(onSend = vi.fn(async () => {})) {
  render(<Composer conversationId={7} onSend={onSend} sending={false} sender="buyer" />);
  return onSend;
}

describe('Composer photos', () => {
  it('picks photos from an image input, shows previews while they upload, then sends them with the text', async () => {
    const onSend = renderComposer();
    const input = screen.getByTestId<HTMLInputElement>('chat-photo-input');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);

    choose(photo('rc.jpg'), photo('tyre.jpg'));
    expect(screen.getAllByTestId('picked-photo')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Photo 1 to send' }).getAttribute('src')).toBe('blob:rc.jpg');
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeTruthy();
    expect(vi.mocked(uploadChatPhoto).mock.calls.map((c) => c[0])).toEqual([7, 7]);

    fireEvent.change(box(), { target: { value: 'Here is the RC' } });
    // Not before every photo is uploaded.
    expect(sendButton()).toHaveProperty('disabled', true);
    await finish('rc.jpg');
    expect(sendButton()).toHaveProperty('disabled', true);
    await finish('tyre.jpg');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', false);

    await act(async () => fireEvent.click(sendButton()));
    expect(onSend).toHaveBeenCalledWith('Here is the RC', [500, 501]);
    expect(screen.queryAllByTestId('picked-photo')).toHaveLength(0);
    expect(box().value).toBe('');
  });

  it('sends photos without text', async () => {
    const onSend = renderComposer();
    choose(photo('only.jpg'));
    await finish('only.jpg');
    await act(async () => fireEvent.click(sendButton()));
    expect(onSend).toHaveBeenCalledWith('', [500]);
  });

  it('takes at most 5 photos and says so', () => {
    renderComposer();
    choose(...[1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)));
    expect(screen.getAllByTestId('picked-photo')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toContain('at most 5 photos');
    expect(screen.getByRole('button', { name: 'Add photos (up to 5)' })).toHaveProperty('disabled', true);
  });

  it('shows why a photo failed with Try again, keeping what was typed; Remove takes it out', async () => {
    const onSend = renderComposer();
    fireEvent.change(box(), { target: { value: 'Typed before the error' } });
    choose(photo('bad.jpg'), photo('good.jpg'));
    await fail('bad.jpg', new ApiError(400, 'invalid', 'not a photo', { file: 'unsupported' }));
    await finish('good.jpg');
    expect(screen.getByRole('alert').textContent).toContain('not a photo we can use');
    expect(box().value).toBe('Typed before the error');
    expect(sendButton()).toHaveProperty('disabled', true);
    // The same file would be refused again: only Remove is offered.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByTestId('picked-photo')).toHaveLength(1);
    await act(async () => fireEvent.click(sendButton()));
    expect(onSend).toHaveBeenCalledWith('Typed before the error', [500]);
  });

  it('offers Try again when the upload may work another time, and it does', async () => {
    const onSend = renderComposer();
    choose(photo('flaky.jpg'));
    await fail('flaky.jpg', new ApiError(0, 'network', 'Upload failed'));
    expect(screen.getByRole('alert').textContent).toContain('did not upload');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeTruthy();
    await finish('flaky.jpg');
    await act(async () => fireEvent.click(sendButton()));
    expect(onSend).toHaveBeenCalledWith('', [500]);
    expect(vi.mocked(uploadChatPhoto)).toHaveBeenCalledTimes(2);
  });

  it('keeps the text and the photos when the message is not sent', async () => {
    const onSend = renderComposer(vi.fn(async () => Promise.reject(new ApiError(0, 'network', 'down'))));
    fireEvent.change(box(), { target: { value: 'Keep me' } });
    choose(photo('kept.jpg'));
    await finish('kept.jpg');
    await act(async () => fireEvent.click(sendButton()));
    expect(onSend).toHaveBeenCalled();
    expect(box().value).toBe('Keep me');
    expect(screen.getAllByTestId('picked-photo')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('not sent');
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderComposer();
    choose(photo('hi.jpg'));
    await fail('hi.jpg', new ApiError(429, 'too_many', 'busy'));
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़ोटो 1 हटाएँ' })).toBeTruthy();
  });
});

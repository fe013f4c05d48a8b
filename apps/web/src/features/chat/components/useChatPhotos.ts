import { LIMITS } from '@bazaar/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/http';
import { uploadChatPhoto } from '../api/uploadChatPhoto';

/** A photo picked for the next message: uploading, uploaded (with its id) or refused. */
export interface PickedPhoto {
  localId: number;
  file: File;
  /** A local preview, so the person sees what they picked while it uploads. */
  preview: string;
  progress: number;
  id?: number;
  error?: string;
  /** Whether trying again may work (a lost connection, a busy moment), unlike a file that is refused. */
  retryable?: boolean;
  /** The browser could not draw the preview (not an image, or HEIC): a placeholder instead. */
  undrawable?: boolean;
}

/**
 * The photos picked for the next message. Each uploads as soon as it is picked (no more at once than
 * the server takes from one person), so Send only has to name them; a refused one keeps its file
 * to try again. At most LIMITS.chatPhotosMax: `add` says how many it had to leave out.
 */
export function useChatPhotos(conversationId: number, messageFor: (error: unknown) => string) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const nextId = useRef(1);
  const waiting = useRef<PickedPhoto[]>([]);
  const running = useRef(0);
  const aborts = useRef(new AbortController());
  const count = useRef(0);

  useEffect(() => {
    aborts.current = new AbortController();
    return () => aborts.current.abort();
  }, []);

  const update = (localId: number, change: Partial<PickedPhoto>) =>
    setPhotos((all) => all.map((p) => (p.localId === localId ? { ...p, ...change } : p)));

  function pump() {
    while (running.current < LIMITS.uploadsInFlightMax && waiting.current.length) {
      const photo = waiting.current.shift()!;
      running.current++;
      const signal = aborts.current.signal;
      uploadChatPhoto(conversationId, photo.file, (f) => update(photo.localId, { progress: f }), signal)
        .then((up) => update(photo.localId, { id: up.id, progress: 1 }))
        .catch((error: unknown) => {
          if (signal.aborted) return;
          const refused = isApiError(error, 400) || isApiError(error, 413);
          update(photo.localId, { error: messageFor(error), retryable: !refused, progress: 0 });
        })
        .finally(() => {
          running.current--;
          pump();
        });
    }
  }

  function start(photo: PickedPhoto) {
    waiting.current.push(photo);
    pump();
  }

  return {
    photos,
    /** Whether every picked photo is uploaded (so the message can go). */
    ready: photos.every((p) => p.id !== undefined),
    ids: photos.flatMap((p) => (p.id === undefined ? [] : [p.id])),

    add(files: File[]): number {
      const room = Math.max(0, LIMITS.chatPhotosMax - count.current);
      const taken = files.slice(0, room).map<PickedPhoto>((file) => ({
        localId: nextId.current++,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
      }));
      count.current += taken.length;
      setPhotos((all) => [...all, ...taken]);
      taken.forEach(start);
      return files.length - taken.length;
    },

    remove(localId: number) {
      const gone = photos.find((p) => p.localId === localId);
      if (!gone) return;
      waiting.current = waiting.current.filter((p) => p.localId !== localId);
      URL.revokeObjectURL(gone.preview);
      count.current--;
      setPhotos((all) => all.filter((p) => p.localId !== localId));
    },

    undrawable(localId: number) {
      update(localId, { undrawable: true });
    },

    retry(localId: number) {
      const photo = photos.find((p) => p.localId === localId);
      if (!photo?.error) return;
      update(localId, { error: undefined, progress: 0 });
      start(photo);
    },

    /** After the message is sent: its photos are in the thread now. */
    clear() {
      photos.forEach((p) => URL.revokeObjectURL(p.preview));
      count.current = 0;
      setPhotos([]);
    },
  };
}

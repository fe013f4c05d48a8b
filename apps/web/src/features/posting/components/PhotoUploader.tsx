import { LIMITS, type UploadedPhoto } from '@bazaar/shared';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ChevronLeft, ChevronRight, CloseIcon, ImageIcon } from '../../../components/ui/icons';
import { isApiError, isOutOfStorage } from '../../../lib/http';
import { uploadPhoto } from '../api/uploadPhoto';
import styles from './PhotoUploader.module.css';

/**
 * A place in the grid, reserved for a chosen file at the moment it is chosen, so photos keep the
 * order they were picked in whatever order their uploads finish. Once uploaded, the photo joins
 * the form's list and the slot only remembers which photo filled it (`photoId`).
 */
interface Slot {
  localId: number;
  name: string;
  /** A local preview while it uploads; none for a file that failed (nothing worth showing). */
  preview?: string;
  progress: number;
  error?: string;
  /** The browser could not draw the preview (not an image, or HEIC): a placeholder instead. */
  undrawable?: boolean;
  /** Refused for now (429): the file is kept, with its preview, to send again. */
  retry?: File;
  photoId?: number;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
/** As many at a time as the server takes from one person; each shows real progress. */
const PARALLEL = LIMITS.uploadsInFlightMax;

/**
 * UPLOAD UP TO 12 PHOTOS: choose or drop photos; each uploads at once with its progress bar.
 * Uploaded photos can be moved, made the cover (the first) or removed. The form keeps only
 * uploaded photos (their ids), so a reload or a failed post loses none of them.
 */
export function PhotoUploader({
  photos,
  onChange,
  error,
  onBusy,
}: {
  photos: UploadedPhoto[];
  onChange: (update: (photos: UploadedPhoto[]) => UploadedPhoto[]) => void;
  error?: string;
  /** Whether uploads are still running (the form waits for them before posting). */
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<Slot[]>([]);
  const [notice, setNotice] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const aborts = useRef(new AbortController());
  /** Photo id → the slot it filled: where the next finished upload goes among them. */
  const filled = useRef(new Map<number, number>());
  const toSend = useRef<{ slot: Slot; file: File }[]>([]);
  const running = useRef(0);

  // A fresh controller per mount: React's development remount would otherwise leave an aborted one,
  // and every failed upload would then pass for a cancelled one and show nothing.
  useEffect(() => {
    aborts.current = new AbortController();
    return () => aborts.current.abort();
  }, []);
  const pending = slots.filter((s) => s.photoId === undefined);
  const uploading = pending.some((p) => !p.error);
  useEffect(() => onBusy(uploading), [uploading, onBusy]);

  function messageFor(e: unknown): string {
    if (isApiError(e, 413)) return t('post.photos.tooLarge', { mb: LIMITS.photoBytesMax / 1024 / 1024 });
    if (isApiError(e, 400))
      return t(e.fields?.file === 'heic_unreadable' ? 'post.photos.heic' : 'post.photos.notPhoto');
    if (isApiError(e, 401)) return t('post.photos.signIn');
    if (isApiError(e, 429)) return t('post.photos.tooMany');
    if (isApiError(e, 503)) return t('post.photos.busy');
    if (isOutOfStorage(e)) return t('errors.outOfStorage');
    return t('post.photos.failed');
  }

  const update = (localId: number, change: Partial<Slot>) =>
    setSlots((all) => all.map((s) => (s.localId === localId ? { ...s, ...change } : s)));

  /** Puts an uploaded photo in its slot: before the photos of files chosen after it. */
  function fill(localId: number, uploaded: UploadedPhoto) {
    filled.current.set(uploaded.id, localId);
    update(localId, { photoId: uploaded.id, preview: undefined, progress: 1 });
    onChange((list) => {
      if (list.some((p) => p.id === uploaded.id)) return list;
      const at = list.findIndex((p) => (filled.current.get(p.id) ?? 0) > localId);
      const next = at < 0 ? [...list, uploaded] : [...list.slice(0, at), uploaded, ...list.slice(at)];
      return next.slice(0, LIMITS.photosMax);
    });
  }

  function add(files: File[]) {
    setNotice(undefined);
    const room = LIMITS.photosMax - photos.length - pending.filter((p) => !p.error || p.retry).length;
    if (files.length > room) setNotice(t('post.photos.limit', { max: LIMITS.photosMax }));
    const chosen = files.slice(0, Math.max(0, room));
    const items = chosen.map((file) => {
      const slot: Slot = { localId: nextId.current++, name: file.name, progress: 0 };
      // Checked here too, so a wrong file is refused without waiting for its upload.
      if (file.size > LIMITS.photoBytesMax)
        slot.error = t('post.photos.tooLarge', { mb: LIMITS.photoBytesMax / 1024 / 1024 });
      else if (file.type && !/^image\//.test(file.type)) slot.error = t('post.photos.notPhoto');
      else slot.preview = URL.createObjectURL(file);
      return { slot, file };
    });
    setSlots((all) => [...all, ...items.map((i) => i.slot)]);
    send(items.filter((i) => !i.slot.error));
  }

  /** Sends chosen files, never more at once than PARALLEL across every pick; the rest wait in order. */
  function send(items: { slot: Slot; file: File }[]) {
    toSend.current.push(...items);
    while (running.current < PARALLEL && toSend.current.length > 0) {
      running.current += 1;
      void work().finally(() => (running.current -= 1));
    }
  }

  async function work() {
    for (let next = toSend.current.shift(); next; next = toSend.current.shift()) {
      const { slot, file } = next;
      try {
        const uploaded = await uploadPhoto(
          file,
          (progress) => update(slot.localId, { progress }),
          aborts.current.signal,
        );
        URL.revokeObjectURL(slot.preview!);
        fill(slot.localId, uploaded);
      } catch (e) {
        if (aborts.current.signal.aborted) return URL.revokeObjectURL(slot.preview!);
        // Too many at once, or photos busy: the photo stays chosen, to send again in a moment.
        if (isApiError(e, 429) || isApiError(e, 503)) {
          update(slot.localId, { error: t('post.photos.notSent'), retry: file });
          setNotice(messageFor(e));
          continue;
        }
        // No room on the server: nothing of it was kept there, so the photo says so itself, and
        // stays chosen to send again later.
        if (isOutOfStorage(e)) {
          update(slot.localId, { error: messageFor(e), retry: file });
          continue;
        }
        URL.revokeObjectURL(slot.preview!);
        update(slot.localId, { error: messageFor(e), preview: undefined });
      }
    }
  }

  function again(slot: Slot) {
    const file = slot.retry!;
    setNotice(undefined);
    update(slot.localId, { error: undefined, retry: undefined, progress: 0 });
    send([{ slot, file }]);
  }

  function dismiss(localId: number) {
    const slot = slots.find((s) => s.localId === localId);
    if (slot?.preview) URL.revokeObjectURL(slot.preview);
    setSlots((all) => all.filter((s) => s.localId !== localId));
  }

  const move = (from: number, to: number) =>
    onChange((list) => {
      if (to < 0 || to >= list.length) return list;
      const copy = [...list];
      const [photo] = copy.splice(from, 1);
      copy.splice(to, 0, photo!);
      return copy;
    });

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    add([...e.dataTransfer.files]);
  }

  const full = photos.length + pending.filter((p) => !p.error).length >= LIMITS.photosMax;

  const photoTile = (p: UploadedPhoto, i: number) => (
    <li key={p.id} className={styles.tile} data-testid="photo-tile">
      <img src={p.photo.card} alt={t('post.photos.photo', { n: i + 1 })} />
      {i === 0 ? (
        <span className={styles.cover}>{t('post.photos.cover')}</span>
      ) : (
        <button type="button" className={styles.makeCover} onClick={() => move(i, 0)}>
          {t('post.photos.makeCover')}
        </button>
      )}
      <div className={styles.tools}>
        <button
          type="button"
          onClick={() => move(i, i - 1)}
          disabled={i === 0}
          aria-label={t('post.photos.left', { n: i + 1 })}
        >
          <ChevronLeft size={16} />
        </button>
        <button
          type="button"
          onClick={() => move(i, i + 1)}
          disabled={i === photos.length - 1}
          aria-label={t('post.photos.right', { n: i + 1 })}
        >
          <ChevronRight size={16} />
        </button>
        <button
          type="button"
          onClick={() => onChange((list) => list.filter((x) => x.id !== p.id))}
          aria-label={t('post.photos.remove', { n: i + 1 })}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </li>
  );

  // Only a preview the browser can draw is shown: an unreadable file (HEIC, not an image) uploads
  // behind a plain placeholder, and a failed one shows its name and what went wrong, no picture.
  const slotTile = (s: Slot) => (
    <li
      key={`slot-${s.localId}`}
      className={`${styles.tile} ${s.error ? styles.failed : ''} ${s.retry ? styles.kept : ''}`}
      data-testid="photo-slot"
    >
      {s.error && !s.retry ? null : s.preview && !s.undrawable ? (
        <img src={s.preview} alt="" onError={() => update(s.localId, { undrawable: true })} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <ImageIcon size={32} />
        </span>
      )}
      {s.error ? (
        <div className={styles.tileError} role="alert">
          <span className={styles.fileName}>{s.name}</span>
          <span>{s.error}</span>
          <span className={styles.errorTools}>
            {s.retry && (
              <button type="button" className={styles.retry} onClick={() => again(s)}>
                {t('post.photos.retry')}
              </button>
            )}
            <button type="button" onClick={() => dismiss(s.localId)} aria-label={t('common.dismiss')}>
              <CloseIcon size={16} />
            </button>
          </span>
        </div>
      ) : (
        <progress
          className={styles.progress}
          max={1}
          value={s.progress}
          aria-label={t('post.photos.uploading', { name: s.name })}
        />
      )}
    </li>
  );

  // Photos in the form's order; a file still uploading (or failed) sits where it was chosen: before
  // the photos of files chosen after it.
  const slotOf = new Map(
    slots.flatMap((s) => (s.photoId === undefined ? [] : [[s.photoId, s.localId] as const])),
  );
  const tiles: ReactNode[] = [];
  let waiting = 0;
  photos.forEach((p, i) => {
    const slot = slotOf.get(p.id);
    if (slot !== undefined)
      while (waiting < pending.length && pending[waiting]!.localId < slot)
        tiles.push(slotTile(pending[waiting++]!));
    tiles.push(photoTile(p, i));
  });
  while (waiting < pending.length) tiles.push(slotTile(pending[waiting++]!));

  return (
    <div>
      <ul className={styles.grid} aria-label={t('post.photos.list')}>
        {tiles}
        {!full && (
          <li>
            <button
              type="button"
              className={`${styles.add} ${dragging ? styles.dragging : ''}`}
              onClick={() => input.current?.click()}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <ImageIcon size={28} />
              <span>{photos.length === 0 ? t('post.photos.add') : t('post.photos.addMore')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <p className={styles.hint}>
        {t('post.photos.hint', {
          added: photos.length,
          max: LIMITS.photosMax,
          mb: LIMITS.photoBytesMax / 1024 / 1024,
        })}
      </p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

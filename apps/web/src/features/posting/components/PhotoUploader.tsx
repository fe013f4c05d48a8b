import { LIMITS, type UploadedPhoto } from '@bazaar/shared';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ChevronLeft, ChevronRight, CloseIcon, ImageIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/http';
import { uploadPhoto } from '../api/uploadPhoto';
import styles from './PhotoUploader.module.css';

interface Pending {
  localId: number;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
/** Three at a time: enough to keep the line busy, few enough that each shows real progress. */
const PARALLEL = 3;

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
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const aborts = useRef(new AbortController());

  useEffect(() => () => aborts.current.abort(), []);
  const uploading = pending.some((p) => !p.error);
  useEffect(() => onBusy(uploading), [uploading, onBusy]);

  function messageFor(e: unknown): string {
    if (isApiError(e, 413)) return t('post.photos.tooLarge', { mb: LIMITS.photoBytesMax / 1024 / 1024 });
    if (isApiError(e, 400))
      return t(e.fields?.file === 'heic_unreadable' ? 'post.photos.heic' : 'post.photos.notPhoto');
    if (isApiError(e, 401)) return t('post.photos.signIn');
    if (isApiError(e, 429)) return t('post.photos.tooMany');
    return t('post.photos.failed');
  }

  async function add(files: File[]) {
    setNotice(undefined);
    const room = LIMITS.photosMax - photos.length - pending.filter((p) => !p.error).length;
    if (files.length > room) setNotice(t('post.photos.limit', { max: LIMITS.photosMax }));
    const chosen = files.slice(0, Math.max(0, room));
    const items = chosen.map((file) => {
      const item: Pending = {
        localId: nextId.current++,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      };
      // Checked here too, so a wrong file is refused without waiting for its upload.
      if (file.size > LIMITS.photoBytesMax)
        item.error = t('post.photos.tooLarge', { mb: LIMITS.photoBytesMax / 1024 / 1024 });
      else if (file.type && !/^image\//.test(file.type)) item.error = t('post.photos.notPhoto');
      return { item, file };
    });
    setPending((all) => [...all, ...items.map((i) => i.item)]);
    const queue = items.filter((i) => !i.item.error);
    const update = (localId: number, change: Partial<Pending>) =>
      setPending((all) => all.map((p) => (p.localId === localId ? { ...p, ...change } : p)));
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { item, file } = next;
          try {
            const uploaded = await uploadPhoto(
              file,
              (progress) => update(item.localId, { progress }),
              aborts.current.signal,
            );
            URL.revokeObjectURL(item.preview);
            setPending((all) => all.filter((p) => p.localId !== item.localId));
            onChange((list) => [...list, uploaded].slice(0, LIMITS.photosMax));
          } catch (e) {
            if (aborts.current.signal.aborted) return;
            update(item.localId, { error: messageFor(e) });
          }
        }
      }),
    );
  }

  function dismiss(localId: number) {
    setPending((all) => {
      const gone = all.find((p) => p.localId === localId);
      if (gone) URL.revokeObjectURL(gone.preview);
      return all.filter((p) => p.localId !== localId);
    });
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
    void add([...e.dataTransfer.files]);
  }

  const full = photos.length + pending.filter((p) => !p.error).length >= LIMITS.photosMax;

  return (
    <div>
      <ul className={styles.grid} aria-label={t('post.photos.list')}>
        {photos.map((p, i) => (
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
        ))}
        {pending.map((p) => (
          <li key={p.localId} className={`${styles.tile} ${p.error ? styles.failed : ''}`}>
            <img src={p.preview} alt="" />
            {p.error ? (
              <div className={styles.tileError} role="alert">
                <span>{p.error}</span>
                <button type="button" onClick={() => dismiss(p.localId)} aria-label={t('common.dismiss')}>
                  <CloseIcon size={16} />
                </button>
              </div>
            ) : (
              <progress
                className={styles.progress}
                max={1}
                value={p.progress}
                aria-label={t('post.photos.uploading', { name: p.name })}
              />
            )}
          </li>
        ))}
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
          void add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <p className={styles.hint}>
        {t('post.photos.hint', {
          count: photos.length,
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

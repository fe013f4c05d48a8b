import type { Photo } from '@bazaar/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, CloseIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { ChatPhotoImage } from './ChatPhotoImage';
import styles from './ChatPhotos.module.css';

/**
 * A message's photos full size, one at a time, in a modal dialog: Escape or Close shuts it (focus
 * goes back to the thumbnail), the arrow keys and buttons move between photos.
 */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  const photo = photos[index]!;
  const many = photos.length > 1;
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);

  // What had focus before the viewer took it (its Close button is focused as it mounts): the
  // thumbnail that opened it gets focus back however it closes (the dialog leaves the page with it).
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => opener?.focus();
  }, [opener]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (many && e.key === 'ArrowRight') go(1);
    else if (many && e.key === 'ArrowLeft') go(-1);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-labelledby={title}
      onClose={onClose}
      onKeyDown={onKeyDown}
      data-testid="photo-viewer"
    >
      <div className={styles.viewerBar}>
        <h2 id={title} className={styles.viewerTitle}>
          {t('chat.photos.viewerTitle', { n: index + 1, total: photos.length })}
        </h2>
        <button type="button" className={styles.viewerButton} onClick={onClose} autoFocus>
          <CloseIcon size={18} />
          <span>{t('chat.photos.close')}</span>
        </button>
      </div>
      <div className={styles.viewerStage}>
        {many && (
          <button
            type="button"
            className={styles.viewerStep}
            onClick={() => go(-1)}
            aria-label={t('chat.photos.previous')}
          >
            <ChevronLeft size={22} />
          </button>
        )}
        <ChatPhotoImage
          key={photo.full}
          src={photo.full}
          width={photo.fullWidth}
          height={photo.fullHeight}
          alt={t('chat.photos.viewerTitle', { n: index + 1, total: photos.length })}
          className={styles.viewerImage}
        />
        {many && (
          <button
            type="button"
            className={styles.viewerStep}
            onClick={() => go(1)}
            aria-label={t('chat.photos.next')}
          >
            <ChevronRight size={22} />
          </button>
        )}
      </div>
    </dialog>
  );
}

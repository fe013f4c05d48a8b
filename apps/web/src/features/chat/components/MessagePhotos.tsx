import type { Photo } from '@bazaar/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './ChatPhotos.module.css';
import { PhotoViewer } from './PhotoViewer';
import { ChatPhotoImage } from './ChatPhotoImage';

/** A message's photos as thumbnails; each opens full size in the viewer. */
export function MessagePhotos({ photos, from }: { photos: Photo[]; from: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul
        className={`${styles.grid} ${photos.length === 1 ? styles.single : ''}`}
        aria-label={t('chat.photos.inMessage', { name: from })}
      >
        {photos.map((p, i) => (
          <li key={p.card}>
            <button
              type="button"
              className={styles.thumbButton}
              onClick={() => setOpen(i)}
              aria-label={t('chat.photos.open', { n: i + 1, total: photos.length })}
            >
              <ChatPhotoImage
                src={p.card}
                width={p.cardWidth}
                height={p.cardHeight}
                alt=""
                className={styles.thumbImage}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

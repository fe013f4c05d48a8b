import { CloseIcon, ImageIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './ChatPhotos.module.css';
import type { PickedPhoto } from './useChatPhotos';

/** The photos picked for the next message: each with its progress, or why it failed and Try again. */
export function PickedPhotos({
  id,
  photos,
  onRemove,
  onRetry,
  onUndrawable,
  disabled,
}: {
  id: string;
  photos: PickedPhoto[];
  onRemove: (localId: number) => void;
  onRetry: (localId: number) => void;
  onUndrawable: (localId: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul id={id} className={styles.picked} aria-label={t('chat.photos.picked')}>
      {photos.map((p, i) => {
        const n = i + 1;
        const uploading = p.id === undefined && !p.error;
        return (
          <li
            key={p.localId}
            className={`${styles.pick} ${p.error ? styles.pickWide : ''}`}
            data-testid="picked-photo"
          >
            <div className={`${styles.pickFrame} ${p.error ? styles.pickFailed : ''}`}>
              {p.undrawable ? (
                <span
                  className={styles.pickPlaceholder}
                  role="img"
                  aria-label={t('chat.photos.pickedAlt', { n })}
                >
                  <ImageIcon size={26} />
                </span>
              ) : (
                <img
                  src={p.preview}
                  alt={t('chat.photos.pickedAlt', { n })}
                  className={styles.pickImage}
                  onError={() => onUndrawable(p.localId)}
                />
              )}
              {uploading && (
                <progress
                  className={styles.progress}
                  max={1}
                  value={p.progress}
                  aria-label={t('chat.photos.uploading', { n })}
                />
              )}
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(p.localId)}
                disabled={disabled}
                aria-label={t('chat.photos.remove', { n })}
              >
                <CloseIcon size={14} />
              </button>
            </div>
            {p.error && (
              <div className={styles.pickError}>
                <p role="alert">{p.error}</p>
                {p.retryable && (
                  <button type="button" className={styles.retry} onClick={() => onRetry(p.localId)}>
                    {t('chat.photos.retry')}
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

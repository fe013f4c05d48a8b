import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './ChatPhotos.module.css';

/**
 * A chat photo with a placeholder of its own size while it loads (the thread does not jump), and a
 * few words if it cannot be loaded (a blocked or lost connection).
 */
export function ChatPhotoImage({
  src,
  width,
  height,
  alt,
  className,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span
      className={`${styles.frame} ${state === 'loading' ? styles.loading : ''}`}
      aria-busy={state === 'loading'}
    >
      {state === 'failed' ? (
        <span className={styles.failed}>{t('chat.photos.unavailable')}</span>
      ) : (
        <img
          src={src}
          width={width}
          height={height}
          alt={alt}
          className={className}
          loading="lazy"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}

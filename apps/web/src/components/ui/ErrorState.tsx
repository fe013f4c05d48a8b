import { useTranslation } from '../../i18n/useTranslation';
import { AlertIcon } from './icons';
import styles from './ErrorState.module.css';

interface Props {
  onRetry?: () => void;
  title?: string;
  message?: string;
  retrying?: boolean;
}

/** Shown wherever a data load failed, so the user never faces a blank page (DESIGN §1). */
export function ErrorState({ onRetry, title, message, retrying }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <AlertIcon size={32} className={styles.icon} />
      <h2 className={styles.title}>{title ?? t('errors.loadTitle')}</h2>
      <p className={styles.message}>{message ?? t('errors.loadMessage')}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.loading') : t('common.retry')}
        </button>
      )}
    </div>
  );
}

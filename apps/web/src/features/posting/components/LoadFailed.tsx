import { useTranslation } from '../../../i18n/useTranslation';
import styles from './PostForm.module.css';

/**
 * A failed load of My Ads or of an ad to edit, with a retry. (Not the shared ErrorState: importing
 * it here would split it out of the home page's chunk and grow the home page's first download.)
 */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.failed}`} role="alert">
      <h2>{t('errors.loadTitle')}</h2>
      <p>{t('errors.loadMessage')}</p>
      <button type="button" className="btn" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}

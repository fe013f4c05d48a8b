import { useTranslation } from '../../i18n/useTranslation';
import styles from './PageLoading.module.css';

/** Shown while a page's code chunk downloads: a slim bar, so fast loads do not flash a big spinner. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="progressbar" aria-label={t('common.loading')}>
      <span className={styles.bar} />
    </div>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../routing/useDocumentMeta';
import styles from './NotFound.module.css';
import './not-found-i18n';

/** The 404 view: unknown routes, unknown categories and missing ads all show it. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentMeta(t('notFound.title'));
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.message')}</p>
      <Link to="/" className="btn">
        {t('notFound.home')}
      </Link>
    </div>
  );
}

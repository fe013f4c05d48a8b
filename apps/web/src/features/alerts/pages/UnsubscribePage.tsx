import '../i18n';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useUnsubscribe } from '../api/useSavedSearches';
import styles from './SavedSearches.module.css';

/**
 * /alerts/unsubscribe?token=…: the digest's one-click link. The page posts the token itself (a
 * plain GET that changed something would be triggered by mail scanners following links).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useDocumentMeta(t('alerts.unsubscribe.title'));

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const invalid = !token || unsubscribe.isError;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('alerts.unsubscribe.title')}</h1>
      <p role="status">
        {invalid
          ? t('alerts.unsubscribe.invalid')
          : unsubscribe.isSuccess
            ? t('alerts.unsubscribe.done')
            : t('alerts.unsubscribe.working')}
      </p>
      <Link to="/saved-searches">{t('alerts.unsubscribe.manage')}</Link>
    </div>
  );
}

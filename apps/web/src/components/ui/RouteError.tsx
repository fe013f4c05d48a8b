import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { ChunkLoadError } from '../../lib/lazy';
import { NotFound } from './NotFound';
import styles from './RouteError.module.css';

/**
 * Every page's error boundary: an address that names nothing (a loader's 404) shows the not-found
 * page; a page that failed to load or crashed offers a reload. The navbar and footer stay usable.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!missing) console.error('Route failed', error);
  }, [error, missing]);
  if (missing) return <NotFound />;
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{chunk ? t('errors.chunkTitle') : t('errors.crashTitle')}</h1>
      <p className={styles.text}>{chunk ? t('errors.chunkMessage') : t('errors.crashMessage')}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

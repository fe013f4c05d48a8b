import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Console.module.css';

/** A console panel's data: loading, failed (with a retry), or the panel. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <div className={styles.panel} role="alert">
        <p>{t('admin.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

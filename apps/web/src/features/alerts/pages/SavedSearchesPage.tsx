import '../i18n';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useToast } from '../../../components/ui/Toast';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import {
  useChangeSavedSearch,
  useDigestSetting,
  useSavedSearches,
  useSetDigest,
} from '../api/useSavedSearches';
import { SavedSearchPlace } from '../components/SavedSearchPlace';
import { searchHref, searchLabel, searchPlace } from '../components/searchLabel';
import styles from './SavedSearches.module.css';

/** /saved-searches: each saved search with its alerts on/off, a link to its results, and delete. */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const list = useSavedSearches();
  const change = useChangeSavedSearch();
  const digest = useDigestSetting();
  const setDigest = useSetDigest();
  useDocumentMeta(t('alerts.title'));

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('alerts.title')}</h1>
      <p className={styles.intro}>{t('alerts.intro')}</p>
      {digest.data && (
        <div className={styles.digest}>
          <span>{t('alerts.digest')}</span>
          <label className={styles.switch}>
            <input
              type="checkbox"
              checked={digest.data.digest}
              disabled={setDigest.isPending}
              onChange={(e) =>
                setDigest.mutate(e.target.checked, {
                  onError: () => toast.show(t('alerts.toggleFailed'), 'error'),
                })
              }
            />
            {t('alerts.digestOn')}
          </label>
        </div>
      )}
      {list.isError ? (
        <ErrorState
          message={t('alerts.failed')}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('alerts.empty')}</p>
          <Link to="/product" className="btn">
            {t('alerts.browse')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {list.data?.items.map((s) => (
            <li key={s.id} className={`${styles.item} ${s.enabled ? '' : styles.off}`}>
              <div>
                <p className={styles.label}>
                  {searchLabel(s.query, t, lang)}
                  <SavedSearchPlace place={searchPlace(s.query)} />
                </p>
                <p className={styles.meta}>
                  {t('alerts.savedOn', { date: formatDate(s.createdAt, lang) })} ·{' '}
                  {t('alerts.matches', { matches: s.matches })}
                </p>
              </div>
              <div className={styles.actions}>
                <Link to={searchHref(s.query)}>{t('alerts.open')}</Link>
                <label className={styles.switch}>
                  <input
                    type="checkbox"
                    checked={s.enabled}
                    onChange={(e) =>
                      change.mutate(
                        { id: s.id, enabled: e.target.checked },
                        { onError: () => toast.show(t('alerts.toggleFailed'), 'error') },
                      )
                    }
                  />
                  {t('alerts.alertsOn')}
                </label>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() =>
                    change.mutate(
                      { id: s.id },
                      {
                        onSuccess: () => toast.show(t('alerts.deleted'), 'success'),
                        onError: () => toast.show(t('alerts.deleteFailed'), 'error'),
                      },
                    )
                  }
                >
                  {t('alerts.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { Notification } from '@bazaar/shared';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useTranslation } from '../../../i18n/useTranslation';
import { relativeDate } from '../../../lib/dates';
import { useMe } from '../../auth/api/useMe';
import { useMarkNotificationsRead, useNotifications } from '../api/useNotifications';
import '../i18n';
import { notificationHref, notificationText } from './notificationText';
import styles from './NotificationsPanel.module.css';

/**
 * The notification list: in the bell's drop-down (`compact`: the first page, a link to all) and on
 * /notifications (every page). Opening one marks it read.
 */
export default function NotificationsPanel({
  compact = false,
  onNavigate,
}: {
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const query = useNotifications();
  const mark = useMarkNotificationsRead();
  const me = useMe();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = compact ? items.slice(0, 8) : items;
  const anyUnread = items.some((n) => !n.read);

  function open(n: Notification) {
    if (!n.read) mark.mutate(n.id);
    const href = notificationHref(n, me.data?.id);
    onNavigate?.();
    if (href) navigate(href);
  }

  return (
    <section className={compact ? styles.compact : styles.full} aria-label={t('notifications.title')}>
      <header className={styles.head}>
        {compact ? (
          <h2 className={styles.title}>{t('notifications.title')}</h2>
        ) : (
          <h1 className={styles.title}>{t('notifications.title')}</h1>
        )}
        {anyUnread && (
          <button type="button" className={styles.linkButton} onClick={() => mark.mutate('all')}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </header>
      {query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('notifications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`${styles.item} ${n.read ? '' : styles.unread}`}
                onClick={() => open(n)}
                data-testid="notification"
              >
                {n.listing?.photo ? (
                  <img className={styles.thumb} src={n.listing.photo.card} alt="" loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.text}>
                  <span>{notificationText(n, t, lang)}</span>
                  <time className={styles.time} dateTime={n.createdAt}>
                    {relativeDate(n.createdAt, lang)}
                  </time>
                </span>
                {!n.read && <span className={styles.dot} aria-label={t('nav.unread', { count: 1 })} />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {compact ? (
        <Link to="/notifications" className={styles.footerLink} onClick={onNavigate}>
          {t('notifications.seeAll')}
        </Link>
      ) : (
        query.hasNextPage && (
          <button
            type="button"
            className={styles.more}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('notifications.loadMore')}
          </button>
        )
      )}
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { retryImport } from '../../../lib/lazy';
import { BellIcon } from '../../../components/ui/icons';
import { IconBadge, iconButtonClass } from '../../../components/ui/IconBadge';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDropdown } from '../../../lib/useDropdown';
import { useUnreadNotifications } from '../api/useNotifications';
import styles from './NotificationBell.module.css';

// The list, its strings and its styles load when the bell is first opened, not with every page.
const NotificationsPanel = lazy(() => retryImport(() => import('./NotificationsPanel')));

/** The navbar's bell: the unread count, and the latest notifications in a drop-down. */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadNotifications(true).data?.count ?? 0;
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown();

  const label = count ? `${t('nav.notifications')} (${t('nav.unread', { count })})` : t('nav.notifications');
  return (
    <div className={styles.root} {...rootProps}>
      <button
        type="button"
        className={iconButtonClass}
        title={t('nav.notifications')}
        data-testid="bell"
        {...buttonProps}
      >
        <IconBadge icon={<BellIcon size={24} />} count={count} name={label} />
      </button>
      {open && (
        <div className={styles.dropdown} {...panelProps}>
          <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
            <NotificationsPanel compact onNavigate={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

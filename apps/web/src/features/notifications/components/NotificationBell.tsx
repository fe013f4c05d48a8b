import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { retryImport } from '../../../app/lazy';
import { BellIcon } from '../../../components/ui/icons';
import { IconBadge, iconButtonClass } from '../../../components/ui/IconBadge';
import { useTranslation } from '../../../i18n/useTranslation';
import { useUnreadNotifications } from '../api/useNotifications';
import styles from './NotificationBell.module.css';

// The list, its strings and its styles load when the bell is first opened, not with every page.
const NotificationsPanel = lazy(() => retryImport(() => import('./NotificationsPanel')));

/** The navbar's bell: the unread count, and the latest notifications in a drop-down. */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadNotifications(true).data?.count ?? 0;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = count ? `${t('nav.notifications')} (${t('nav.unread', { count })})` : t('nav.notifications');
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={label}
        title={t('nav.notifications')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="bell"
      >
        <IconBadge icon={<BellIcon size={24} />} count={count} />
      </button>
      {open && (
        <div className={styles.dropdown} id={panelId}>
          <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
            <NotificationsPanel compact onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

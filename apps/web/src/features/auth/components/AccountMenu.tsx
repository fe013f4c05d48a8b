import type { Me } from '@bazaar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { ChevronDown } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toast';
import { useLogout } from '../api/useLogout';
import styles from './AccountMenu.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * The signed-in person's avatar with their own name, and their menu. Chats joins My ads and
 * Favourites when that page exists; an entry that leads nowhere would be worse than none.
 */
export function AccountMenu({ me, className }: { me: Me; className?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

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

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        navigate('/', { replace: true });
      },
      onError: () => toast.show(t('errors.generic'), 'error'),
    });
  }

  return (
    <div className={`${styles.root} ${className ?? ''}`} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menu', { name: me.name })}
        onClick={() => setOpen((o) => !o)}
      >
        {/* Initials drawn by CSS: as text they would be visible words missing from the button's name. */}
        <span className={styles.avatar} data-initials={initials(me.name)} aria-hidden="true" />
        <span className={styles.name}>{me.name}</span>
        <ChevronDown size={16} />
      </button>
      {open && (
        <div className={styles.menu} id={menuId} role="menu">
          <div className={styles.who}>
            <span className={styles.greeting}>{t('account.hello')}</span>
            <strong>{me.name}</strong>
            <span className={styles.email}>{me.email}</span>
          </div>
          <Link to="/my-ads" role="menuitem" className={styles.item} onClick={() => setOpen(false)} autoFocus>
            {t('account.myAds')}
          </Link>
          <Link to="/favourites" role="menuitem" className={styles.item} onClick={() => setOpen(false)}>
            {t('account.favourites')}
          </Link>
          <Link to="/chats" role="menuitem" className={styles.item} onClick={() => setOpen(false)}>
            {t('account.chats')}
          </Link>
          <Link to="/notifications" role="menuitem" className={styles.item} onClick={() => setOpen(false)}>
            {t('account.notifications')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            onClick={signOut}
            disabled={logout.isPending}
          >
            {t('account.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

import type { Me } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { ChevronDown } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toast';
import { useDropdown } from '../../../lib/useDropdown';
import { useLogout } from '../api/useLogout';
import styles from './AccountMenu.module.css';
import '../account-i18n';

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
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown({ menu: true });

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        close();
        navigate('/', { replace: true });
      },
      onError: () => toast.show(t('errors.generic'), 'error'),
    });
  }

  return (
    <div className={`${styles.root} ${className ?? ''}`} {...rootProps}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-label={t('account.menu', { name: me.name })}
        {...buttonProps}
      >
        {/* Initials drawn by CSS: as text they would be visible words missing from the button's name. */}
        <span className={styles.avatar} data-initials={initials(me.name)} aria-hidden="true" />
        {/* The first name greets; the whole name is in the menu (a long one would squeeze the search). */}
        <span className={styles.name}>{me.name.trim().split(/\s+/)[0]}</span>
        <ChevronDown size={16} />
      </button>
      {open && (
        <div className={styles.menu} role="menu" {...panelProps}>
          <div className={styles.who}>
            <span className={styles.greeting}>{t('account.hello')}</span>
            <strong>{me.name}</strong>
            <span className={styles.email}>{me.email}</span>
          </div>
          <Link to="/my-ads" role="menuitem" className={styles.item} onClick={close}>
            {t('account.myAds')}
          </Link>
          <Link to="/favourites" role="menuitem" className={styles.item} onClick={close}>
            {t('account.favourites')}
          </Link>
          <Link to="/chats" role="menuitem" className={styles.item} onClick={close}>
            {t('account.chats')}
          </Link>
          <Link to="/notifications" role="menuitem" className={styles.item} onClick={close}>
            {t('account.notifications')}
          </Link>
          <Link to="/saved-searches" role="menuitem" className={styles.item} onClick={close}>
            {t('account.savedSearches')}
          </Link>
          <Link to="/account/settings" role="menuitem" className={styles.item} onClick={close}>
            {t('account.settings')}
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

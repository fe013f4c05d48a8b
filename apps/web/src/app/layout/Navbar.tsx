import { Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { PersonIcon, PlusIcon } from '../../components/ui/icons';
import { useMe } from '../../features/auth/api/useMe';
import { lazyPart } from '../../lib/lazy';
import { LanguageSelect } from './LanguageSelect';
import { RegionSelect } from './RegionSelect';
import { SearchForm } from './SearchForm';
import styles from './Navbar.module.css';

// What only signed-in people see (chat, bell, the live connection, the account menu and signing out)
// is its own chunk: a signed-out visitor never loads it, and on a page the server rendered its HTML
// stands until the chunk is in and hydrates.
const loadActivity = () => import('./NavActivity').then((m) => ({ default: m.NavActivity }));
const loadAccountMenu = () =>
  import('../../features/auth/components/AccountMenu').then((m) => ({ default: m.AccountMenu }));
const NavActivity = lazyPart(loadActivity);
const AccountMenu = lazyPart(loadAccountMenu);

// Chat and notification icons arrive with the chat/notifications work; until then they would do
// nothing, so they are not shown.
export function Navbar() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <header className={styles.header}>
      <nav className={`container ${styles.bar}`} aria-label={t('nav.main')}>
        <Link to="/" className={styles.logo} aria-label={t('nav.logo')}>
          bazaar
        </Link>
        <RegionSelect className={styles.region} />
        <SearchForm className={styles.search} />
        <LanguageSelect className={styles.lang} />
        {me.data && (
          <Suspense
            fallback={
              <div className={styles.activity} aria-hidden="true">
                <span className={styles.iconPlace} />
                <span className={styles.iconPlace} />
              </div>
            }
          >
            <NavActivity />
          </Suspense>
        )}
        {me.data ? (
          <Suspense fallback={<span className={styles.login} aria-hidden="true" />}>
            <AccountMenu me={me.data} className={styles.account} />
          </Suspense>
        ) : me.isPending ? (
          // Holds the place while the session is checked, so nothing jumps.
          <span className={styles.login} aria-hidden="true" />
        ) : (
          <Link to="/login" className={styles.login} aria-label={t('nav.login')} title={t('nav.login')}>
            <PersonIcon size={26} />
          </Link>
        )}
        <Link to="/adddata" className={styles.sell}>
          <PlusIcon size={18} strokeWidth={3} />
          {t('nav.sell')}
        </Link>
      </nav>
    </header>
  );
}

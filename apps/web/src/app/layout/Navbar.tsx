import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../Link';
import { PersonIcon, PlusIcon } from '../../components/ui/icons';
import { useMe } from '../../features/auth/api/useMe';
import { AccountMenu } from '../../features/auth/components/AccountMenu';
import { LanguageSelect } from './LanguageSelect';
import { NavActivity } from './NavActivity';
import { RegionSelect } from './RegionSelect';
import { SearchForm } from './SearchForm';
import styles from './Navbar.module.css';

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
        {me.data && <NavActivity />}
        {me.data ? (
          <AccountMenu me={me.data} className={styles.account} />
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

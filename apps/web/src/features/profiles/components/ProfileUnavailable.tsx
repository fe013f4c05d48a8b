import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import '../i18n';
import styles from './Profile.module.css';

/** A suspended person's profile: that it is unavailable, and nothing else about them. */
export function ProfileUnavailable() {
  const { t } = useTranslation();
  useDocumentMeta(t('profile.unavailable.title'));
  return (
    <div className={`container ${styles.unavailable}`} data-testid="profile-unavailable">
      <h1>{t('profile.unavailable.title')}</h1>
      <Link to="/" className="btn btn-outline">
        {t('profile.unavailable.home')}
      </Link>
    </div>
  );
}

import type { ProfileBadges } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import '../person-i18n';
import styles from './Person.module.css';

const ORDER = ['phoneVerified', 'emailConfirmed', 'google'] as const;

/** What Bazaar checked about a person, as small ticked labels; nothing when it checked nothing. */
export function Badges({ badges }: { badges: ProfileBadges }) {
  const { t } = useTranslation();
  const shown = ORDER.filter((key) => badges[key]);
  if (!shown.length) return null;
  return (
    <ul className={styles.badges} aria-label={t('person.badges.label')} data-testid="badges">
      {shown.map((key) => (
        <li key={key} className={styles.badge}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
          {t(`person.badges.${key}`)}
        </li>
      ))}
    </ul>
  );
}

import type { PublicProfile, ReplyStats } from '@bazaar/shared';
import { useLang } from '../../../i18n/lang';
import { useTranslation, type TFunction } from '../../../i18n/useTranslation';
import { formatMonthYear } from '../../../lib/dates';
import { cityLabel } from '../../../lib/listing';
import { Badges } from './Badges';
import { RatingLine } from './RatingLine';
import styles from './Profile.module.css';

/** "25 min", "3 h", "2 days": how long a first answer usually takes. */
function waitText(minutes: number, t: TFunction) {
  if (minutes < 60) return t('profile.replies.minutes', { n: Math.max(1, minutes) });
  if (minutes < 48 * 60) return t('profile.replies.hours', { n: Math.round(minutes / 60) });
  return t('profile.replies.days', { n: Math.round(minutes / (24 * 60)) });
}

function Replies({ replies }: { replies: ReplyStats }) {
  const { t } = useTranslation();
  return (
    <div className={styles.replies} data-testid="replies">
      <h2 className={styles.smallHeading}>{t('profile.replies.heading')}</h2>
      <p>{t('profile.replies.percent', { percent: replies.replyPercent })}</p>
      {replies.medianMinutes !== null && (
        <p>{t('profile.replies.within', { time: waitText(replies.medianMinutes, t) })}</p>
      )}
    </div>
  );
}

/** Who they are: name, city, since when, what Bazaar checked, their rating and how they answer. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  const initial = profile.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <header className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <div className={styles.who}>
        <h1 className={styles.name}>{profile.name}</h1>
        <p className={styles.muted}>
          {profile.city && <>{cityLabel(profile.city, lang)} · </>}
          {t('profile.memberSince', { date: formatMonthYear(profile.memberSince, lang) })}
        </p>
        <Badges badges={profile.badges} />
        <RatingLine rating={profile.rating} />
      </div>
      {profile.replies && <Replies replies={profile.replies} />}
    </header>
  );
}

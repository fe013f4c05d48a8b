import type { RatingSummary } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLang } from '../../../i18n/lang';
import '../person-i18n';
import { Stars } from './Stars';
import styles from './Person.module.css';

/**
 * "★ 4.6 from 12 deals", or "New" when the API gives no average (too few ratings yet), with how
 * many there are once there is one ("New · 2 ratings"): one rating is not none.
 */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (rating.average === null)
    return (
      <p className={styles.rating} data-testid="rating">
        <span className={styles.new}>{t('person.rating.new')}</span>
        {rating.count > 0 && (
          <>
            <span aria-hidden="true">·</span>
            <span>{t('person.rating.count', { count: rating.count })}</span>
          </>
        )}
      </p>
    );
  const average = rating.average.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <p className={styles.rating} data-testid="rating">
      <Stars value={rating.average} label={t('person.rating.stars', { average })} />
      <span>{t('person.rating.value', { average, count: rating.count })}</span>
    </p>
  );
}

import { RATING_LIMITS } from '@bazaar/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Ratings.module.css';

const VALUES = Array.from(
  { length: RATING_LIMITS.starsMax - RATING_LIMITS.starsMin + 1 },
  (_, i) => RATING_LIMITS.starsMin + i,
);

/** 1–5 stars as a radio group: arrow keys move, each star is read out as "3 stars". */
export function StarsInput({
  value,
  onChange,
  describedBy,
}: {
  value: number | undefined;
  onChange: (stars: number) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.stars} aria-describedby={describedBy}>
      <legend className={styles.label}>{t('ratings.rate.stars')}</legend>
      <div className={styles.starRow}>
        {VALUES.map((n) => (
          <label key={n} className={styles.star}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className={styles.starInput}
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                className={value !== undefined && n <= value ? styles.on : styles.off}
              />
            </svg>
            <span className={styles.visuallyHidden}>
              {t(n === 1 ? 'ratings.rate.star' : 'ratings.rate.starsN', { n })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

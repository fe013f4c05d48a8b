import { LIMITS, passwordStrength } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from '../pages/Auth.module.css';
import '../i18n';

const WORDS = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;

/** A hint, not a rule: only the minimum length is enforced. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  return (
    <>
      <span className={styles.strength} data-score={score} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </span>
      <span className={styles.hint} aria-live="polite">
        {password
          ? t(`signup.strength.${WORDS[score]}`, { min: LIMITS.passwordMin })
          : t('signup.passwordHint', { min: LIMITS.passwordMin })}
      </span>
    </>
  );
}

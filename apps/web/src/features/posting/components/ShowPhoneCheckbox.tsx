import { useTranslation } from '../../../i18n/useTranslation';
import styles from './PostForm.module.css';

/** The seller's consent to Show number on this ad; off unless they tick it. */
export function ShowPhoneCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.consent}>
      <input
        type="checkbox"
        name="showPhone"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t('post.showPhone')}
        <span className={styles.consentHint}>{t('post.showPhoneHint')}</span>
      </span>
    </label>
  );
}

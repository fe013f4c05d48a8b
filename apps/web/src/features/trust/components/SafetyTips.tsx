import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import styles from './Trust.module.css';

const TIPS = {
  ad: ['trust.tips.see', 'trust.tips.pay', 'trust.tips.otp', 'trust.tips.advance'],
  chat: ['trust.tips.chat', 'trust.tips.otp', 'trust.tips.advance', 'trust.tips.see'],
} as const;

/** A few short rules that defeat every known trick: on the ad page and atop a new conversation. */
export function SafetyTips({ where }: { where: keyof typeof TIPS }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.tips} aria-labelledby={`safety-${where}`} data-testid="safety-tips">
      <h2 id={`safety-${where}`} className={styles.tipsTitle}>
        {t('trust.tips.title')}
      </h2>
      <ul>
        {TIPS[where].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </aside>
  );
}

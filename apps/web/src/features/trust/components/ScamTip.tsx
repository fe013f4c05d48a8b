import type { ScamKind } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import { kindAdvice } from './kindText';
import styles from './Trust.module.css';

/**
 * Under a message the shield is unsure of: a quiet safety tip that fits what the message is about,
 * not an accusation. The message stays as it is, unfolded.
 */
export function ScamTip({ kinds }: { kinds: ScamKind[] }) {
  const { t } = useTranslation();
  return (
    <p className={styles.tipNote} data-testid="scam-tip">
      <strong>{t('trust.tip.title')}</strong> {kinds.map((kind) => kindAdvice(t, kind)).join(' ')}
    </p>
  );
}

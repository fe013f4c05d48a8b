import type { ScamKind } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import { kindNames } from './kindText';
import styles from './Trust.module.css';

/** Before a flagged message goes: what it looks like, and that the other side will be warned. */
export function ComposerWarning({ kinds, id }: { kinds: ScamKind[]; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className={styles.composerWarning} role="alert" data-testid="composer-warning">
      <strong>{t('trust.composer.title', { reasons: kindNames(t, kinds) })}</strong>
      <p>{t('trust.composer.body')}</p>
    </div>
  );
}

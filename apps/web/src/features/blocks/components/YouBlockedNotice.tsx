import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';

/** In place of the composer of a conversation with someone I blocked: where to undo it. */
export function YouBlockedNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} role="status" data-testid="you-blocked">
      {t('blocks.youBlockedBefore')} <Link to="/account/settings">{t('blocks.settingsLink')}</Link>
      {t('blocks.youBlockedAfter')}
    </p>
  );
}

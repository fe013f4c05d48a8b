import '../i18n';
import { useToast } from '../../../components/ui/Toast';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useRenewOwn } from '../api/useRenewal';
import { shortDate } from './dates';

/** The seller's Renew: the ad is live again for another full period from now. */
export function RenewButton({ id, className = 'btn' }: { id: number; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const renew = useRenewOwn();
  return (
    <button
      type="button"
      className={className}
      disabled={renew.isPending}
      data-testid="renew"
      onClick={() =>
        renew.mutate(id, {
          onSuccess: (r) =>
            toast.show(t('renewal.renewed', { date: shortDate(r.expiresAt, lang) }), 'success'),
          onError: (e) =>
            toast.show(
              t(isApiError(e) && e.code === 'not_renewable' ? 'renewal.notRenewable' : 'renewal.failed'),
              'error',
            ),
        })
      }
    >
      {renew.isPending ? t('renewal.renewing') : t('renewal.renew')}
    </button>
  );
}

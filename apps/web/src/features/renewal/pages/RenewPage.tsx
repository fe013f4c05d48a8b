import '../i18n';
import type { RenewedListing } from '@bazaar/shared';
import { Link } from 'react-router';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useRenewByLink, useRenewLink } from '../api/useRenewal';
import { shortDate } from '../components/dates';
import styles from '../components/Renewal.module.css';

/** Why a renew link cannot be used, in the reader's language (the API's codes, not its words). */
function refusal(error: unknown): string {
  if (isApiError(error, 410)) return 'renewal.link.expired';
  if (isApiError(error, 404)) return 'renewal.link.gone';
  if (isApiError(error, 409)) return 'renewal.notRenewable';
  if (isApiError(error, 400)) return 'renewal.link.invalid';
  return 'renewal.failed';
}

/**
 * /renew?token=…: the reminder e-mail's one-click link, no sign-in needed. Opening it only reads
 * (mail scanners that follow links change nothing); the button renews.
 */
export default function RenewPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useRenewLink(token);
  const renew = useRenewByLink();
  useDocumentMeta(t('renewal.link.title'));

  const adLink = (ad: RenewedListing) => (
    <Link to={`/products/${ad.category}/${ad.id}`}>{t('renewal.link.viewAd')}</Link>
  );

  let body;
  if (!token) body = <p role="alert">{t('renewal.link.invalid')}</p>;
  else if (info.isPending) body = <p role="status">{t('renewal.link.checking')}</p>;
  else if (info.isError) body = <p role="alert">{t(refusal(info.error))}</p>;
  else if (renew.isSuccess)
    body = (
      <>
        <p role="status" data-testid="renew-done">
          {t('renewal.link.done', { title: renew.data.title, date: shortDate(renew.data.expiresAt, lang) })}
        </p>
        {adLink(renew.data)}
      </>
    );
  else if (info.data.state === 'renewed')
    body = (
      <>
        <p role="status">
          {t('renewal.link.already', {
            title: info.data.listing.title,
            date: shortDate(info.data.listing.expiresAt, lang),
          })}
        </p>
        {adLink(info.data.listing)}
      </>
    );
  else
    body = (
      <>
        <p>{t('renewal.link.renewable', { title: info.data.listing.title })}</p>
        <button type="button" className="btn" disabled={renew.isPending} onClick={() => renew.mutate(token)}>
          {renew.isPending ? t('renewal.renewing') : t('renewal.link.button')}
        </button>
        {renew.isError && <p role="alert">{t(refusal(renew.error))}</p>}
        <p className={styles.note}>{t('renewal.link.noSignIn')}</p>
      </>
    );

  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('renewal.link.title')}</h1>
      <div className={styles.card}>
        {body}
        <div className={styles.links}>
          <Link to="/my-ads">{t('renewal.link.myAds')}</Link>
        </div>
      </div>
    </div>
  );
}

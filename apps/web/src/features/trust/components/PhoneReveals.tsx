import { useState } from 'react';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import '../i18n';
import { usePhoneReveals } from '../api/usePhone';
import styles from './Trust.module.css';

/** In My Ads, for an ad that shows the number: who saw it and when (loaded when opened). */
export function PhoneReveals({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const reveals = usePhoneReveals(listingId, open);
  return (
    <details className={styles.reveals} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('trust.phone.revealsTitle')}</summary>
      {reveals.isPending ? (
        <p>{t('trust.phone.revealsLoading')}</p>
      ) : reveals.data && reveals.data.total > 0 ? (
        <>
          <p>{t('trust.phone.reveals', { count: reveals.data.total })}</p>
          <ul>
            {reveals.data.items.map((r, i) => (
              <li key={`${r.viewer.id}-${i}`}>
                {r.viewer.name} · <time dateTime={r.at}>{formatDate(r.at, lang)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('trust.phone.revealsNone')}</p>
      )}
    </details>
  );
}

import type { DuplicateAd } from '@bazaar/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import styles from './Trust.module.css';

/** After posting: the seller's earlier ads that show the same photo, most likely the same item. */
export function DuplicateNotice({ ads }: { ads: DuplicateAd[] }) {
  const { t } = useTranslation();
  if (!ads.length) return null;
  return (
    <section className={styles.duplicate} role="status" data-testid="duplicate-notice">
      <h2>{t('trust.duplicate.title')}</h2>
      <p>{t('trust.duplicate.body')}</p>
      <ul>
        {ads.map((ad) => (
          <li key={ad.id}>
            <Link to={`/products/${ad.category}/${ad.id}`}>{ad.title}</Link>
          </li>
        ))}
      </ul>
      <p>{t('trust.duplicate.hint')}</p>
    </section>
  );
}

import '../i18n';
import { findCategoryName } from '@bazaar/shared';
import { Link } from 'react-router';
import { ListingCard } from '../../../components/ui/ListingCard';
import { useLabel } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useListings } from '../../../lib/useListings';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import styles from './Renewal.module.css';

const SIMILAR = 8;

/**
 * An ad that ended, to anyone but its seller: says so instead of "not found", and shows the
 * newest live ads of the same category (the address names it) so the visit is not a dead end.
 */
export function AdEnded({ category }: { category: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const known = findCategoryName(category);
  useDocumentMeta(t('renewal.ended.title'));
  const similar = useListings({ category: known?.slug, limit: SIMILAR });
  const items = (similar.data?.pages[0]?.items ?? []).slice(0, SIMILAR);
  return (
    <div className={`container ${styles.ended}`} data-testid="ad-ended">
      <div className={styles.endedHead}>
        <h1>{t('renewal.ended.title')}</h1>
        <p>{t('renewal.ended.body')}</p>
        <Link to={known ? `/products/${known.slug}` : '/product'}>
          {known ? `${t('renewal.ended.browse')}: ${label(known.label)}` : t('renewal.ended.browse')}
        </Link>
      </div>
      {items.length > 0 && (
        <section aria-labelledby="similar-ads">
          <h2 id="similar-ads" className={styles.similarTitle}>
            {t('renewal.ended.similar')}
          </h2>
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.id}>
                <ListingCard listing={item} heart={FavouriteButton} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { QUICK_LINK_CATEGORIES, type CategoryName } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useLabel } from '../../../i18n/lang';
import { useListings } from '../../../lib/useListings';
import { ListingGrid } from '../../../components/ui/ListingGrid';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import styles from './NoResults.module.css';
import '../results-i18n';

const NEWEST_COUNT = 6;

/**
 * A search that found nothing: spellings that would find something, the newest ads of the
 * category (or of all), and the popular categories, so the page never ends in a dead end.
 */
export function NoResults({
  q,
  category,
  didYouMean,
  state,
}: {
  q: string;
  category: CategoryName | undefined;
  didYouMean: string[];
  state: string | null;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [params] = useSearchParams();
  const newest = useListings({
    ...(category ? { category: category.slug } : {}),
    ...(state ? { state } : {}),
    sort: 'newest',
    limit: NEWEST_COUNT,
  });
  const base = category ? `/products/${category.slug}` : '/product';
  const searchFor = (text: string) => {
    const next = new URLSearchParams(params);
    next.set('q', text);
    next.delete('sortBy');
    return `${base}?${next}`;
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.message}>
        <p className={styles.title}>{t('search.noResults', { q })}</p>
        <p className={styles.hint}>{t('search.noResultsHint')}</p>
        {didYouMean.length > 0 && (
          <p className={styles.didYouMean}>
            {t('search.didYouMean')}{' '}
            {didYouMean.map((text, i) => (
              <span key={text}>
                {i > 0 && ', '}
                <Link to={searchFor(text)}>{text}</Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <section aria-labelledby="no-results-newest">
        <h2 id="no-results-newest" className={styles.heading}>
          {category ? t('search.newestIn', { where: label(category.label) }) : t('search.newest')}
        </h2>
        <ListingGrid
          query={newest}
          heart={FavouriteButton}
          layout="narrow"
          skeletons={3}
          showCategory={!category}
        />
      </section>
      <section aria-labelledby="no-results-popular">
        <h2 id="no-results-popular" className={styles.heading}>
          {t('search.popularCategories')}
        </h2>
        <ul className={styles.categories}>
          {QUICK_LINK_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={`/products/${c.slug}`} className="btn btn-outline">
                {label(c.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { findCategory, findState, type Category } from '@bazaar/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { FilterIcon } from '../../../components/ui/icons';
import { NotFound } from '../../../components/ui/NotFound';
import { useLabel, useLang } from '../../../i18n/lang';
import { cityLabel } from '../../../lib/listing';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useListings } from '../../../lib/useListings';
import { FilterSidebar } from '../components/FilterSidebar';
import { NoResults } from '../components/NoResults';
import { ListingGrid } from '../../../components/ui/ListingGrid';
import { SortSelect } from '../components/SortSelect';
import { PlaceChip } from '../../place/controls';
import { SaveSearchButton } from '../../alerts/components/SaveSearchButton';
import { activeFilterCount, LIST_PAGE_SIZE, toApiFilter } from '../hooks/filters';
import { useListingFilters } from '../hooks/useListingFilters';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import styles from './ListingsPage.module.css';
import '../filters-i18n';
import '../results-i18n';

/** /product (all ads) and /products/:category (canonical slug or an original alias like motorcyles). */
export default function ListingsPage() {
  const { category: slug } = useParams();
  const category = slug ? findCategory(slug) : undefined;
  if (slug && !category) return <NotFound />;
  return <Listings category={category} />;
}

function Listings({ category }: { category: Category | undefined }) {
  const { t } = useTranslation();
  const label = useLabel();
  const lang = useLang();
  const { filters, clear, setSortBy, ...controls } = useListingFilters();
  const apiFilter = toApiFilter(category?.slug, filters, LIST_PAGE_SIZE);
  const query = useListings(apiFilter);
  const firstPage = query.data?.pages[0];
  const nothingFound = !!filters.q && !!firstPage && firstPage.items.length === 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilterCount(filters);

  const what = category ? label(category.label) : t('listings.allAds');
  const stateName = filters.state ? findState(filters.state) : undefined;
  const where = filters.city ? cityLabel(filters.city, lang) : stateName ? label(stateName.label) : null;
  const heading = filters.q
    ? where
      ? t('search.resultsForIn', { q: filters.q, where })
      : t('search.resultsFor', { q: filters.q })
    : where
      ? t('listings.headingIn', { what, where })
      : what;
  const clearButton =
    active > 0 ? (
      <button type="button" className="btn btn-outline" onClick={clear}>
        {t('filters.clear')}
      </button>
    ) : null;
  useDocumentMeta(heading);

  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.crumbs} aria-label={t('listings.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{what}</span>
      </nav>
      <div className={styles.head}>
        <h1 className={styles.title}>{heading}</h1>
        <div className={styles.tools}>
          <button
            type="button"
            className={`btn btn-outline ${styles.filtersButton}`}
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <FilterIcon size={18} />
            {active ? t('filters.toggleCount', { active }) : t('filters.toggle')}
          </button>
          <SaveSearchButton query={apiFilter} />
          <SortSelect
            value={filters.sortBy}
            searching={!!filters.q}
            near={!!filters.near}
            onChange={setSortBy}
          />
        </div>
      </div>
      <div className={styles.layout}>
        <aside
          id="listing-filters"
          className={`${styles.aside} ${filtersOpen ? styles.open : ''}`}
          aria-label={t('filters.title')}
        >
          <FilterSidebar category={category} filters={filters} controls={controls} />
        </aside>
        <div className={styles.results}>
          {/* The cards' titles are h3s: this keeps the outline h1 > h2 > h3 for screen-reader users. */}
          <h2 className="visually-hidden">{t('listings.results')}</h2>
          {filters.near && (
            <PlaceChip near={filters.near} km={filters.km} onRemove={() => controls.setNear(null)} />
          )}
          {nothingFound ? (
            <>
              {clearButton && <div className={styles.clearRow}>{clearButton}</div>}
              <NoResults
                q={filters.q!}
                category={category}
                didYouMean={firstPage?.didYouMean ?? []}
                state={filters.state}
              />
            </>
          ) : (
            <ListingGrid
              query={query}
              heart={FavouriteButton}
              layout="narrow"
              skeletons={6}
              eager={4}
              showCategory={!category}
              empty={clearButton}
            />
          )}
        </div>
      </div>
    </div>
  );
}

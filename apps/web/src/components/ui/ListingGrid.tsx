import type { ListingsPage } from '@bazaar/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorState } from './ErrorState';
import { ListingCard, type CardHeart } from './ListingCard';
import { CardSkeleton } from './Skeleton';
import { useToast } from './Toast';
import styles from './ListingGrid.module.css';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<ListingsPage>>;
  /** Each card's heart (see ListingCard). */
  heart: CardHeart;
  /** 'wide' = 4 columns (home), 'narrow' = 3 columns beside the filter sidebar (SPEC §9). */
  layout: 'wide' | 'narrow';
  showCategory?: boolean;
  skeletons?: number;
  /** Rendered when the list is empty, e.g. a "clear filters" action. */
  empty?: ReactNode;
  /** How many of the first cards load their photo at once (the grid is at the top of the page). */
  eager?: number;
}

export function ListingGrid({ query, heart, layout, showCategory, skeletons = 8, empty, eager = 0 }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;

  // A failed "Load more" keeps what is already shown; the toast explains, the button retries.
  useEffect(() => {
    if (query.isFetchNextPageError) toast.show(t('errors.loadMore'), 'error');
  }, [query.isFetchNextPageError, toast, t]);

  const gridClass = `${styles.grid} ${layout === 'wide' ? styles.wide : styles.narrow}`;

  if (isPending) {
    return (
      <div className={gridClass} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError && !data) return <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />;

  const items = data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('listings.emptyTitle')}</p>
        {empty}
      </div>
    );
  }

  return (
    <>
      <ul className={gridClass}>
        {items.map((item, i) => (
          <li key={item.id}>
            <ListingCard listing={item} heart={heart} showCategory={showCategory} priority={i < eager} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('common.loading') : t('listings.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

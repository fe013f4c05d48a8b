import { findCategoryName, type DuplicateAd } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { Navigate, useLocation, useParams } from 'react-router';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { NotFound } from '../../../components/ui/NotFound';
import { useLabel } from '../../../i18n/lang';
import { isApiError } from '../../../lib/http';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useListing } from '../api/useListing';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { ListingInfo } from '../components/ListingInfo';
import { ListingSummary } from '../components/ListingSummary';
import { PhotoCarousel } from '../components/PhotoCarousel';
import { SellerCard } from '../components/SellerCard';
import { lazy, Suspense, type ComponentProps } from 'react';

// The price verdict loads after the page (it waits for its own answer anyway), outside the ad
// page's first download.
const LazyPriceVerdict = lazy(() =>
  import('../../price-band/components/PriceVerdict').then((m) => ({ default: m.PriceVerdict })),
);
function PriceVerdict(props: ComponentProps<typeof LazyPriceVerdict>) {
  return (
    <Suspense fallback={null}>
      <LazyPriceVerdict {...props} />
    </Suspense>
  );
}
// An ended ad's states load only when an ad has ended, outside the ad page's first download.
const AdEnded = lazy(() => import('../../renewal/components/AdEnded').then((m) => ({ default: m.AdEnded })));
const OwnAdEnded = lazy(() =>
  import('../../renewal/components/OwnAdEnded').then((m) => ({ default: m.OwnAdEnded })),
);
import styles from '../components/ListingDetail.module.css';
import { AdDuplicateNotice, AdSafetyTips } from '../../trust/components/lazy';
import { ReportAdLink } from '../../moderation/components/ReportAdLink';
import { useMe } from '../../auth/api/useMe';
import '../../../i18n/ad';

/**
 * /products/:category/:id. Signed-in only (SPEC §6) unless the server opens ad pages to everyone
 * (OPEN_AD_PAGES): the router's guard sends anonymous visitors to /login before anything is fetched;
 * a session that ends meanwhile gets a 401 and goes there too.
 */
export default function ListingDetailPage() {
  const { id, category } = useParams();
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return <NotFound />;
  return <Detail id={n} categorySlug={category ?? ''} />;
}

function Detail({ id, categorySlug }: { id: number; categorySlug: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const location = useLocation();
  const query = useListing(id);
  const me = useMe();
  useDocumentMeta(query.data?.title);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error, 401)) {
      // Remember where they were going; the login page sends them back after signing in.
      const next = encodeURIComponent(location.pathname + location.search);
      return <Navigate to={`/login?next=${next}`} replace />;
    }
    if (isApiError(query.error, 404)) return <NotFound />;
    // Ended (its time ran out): say so, with live ads of the same category.
    if (isApiError(query.error, 410))
      return (
        <Suspense fallback={<DetailSkeleton />}>
          <AdEnded category={categorySlug} />
        </Suspense>
      );
    return (
      <div className="container">
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }

  const listing = query.data;
  const category = findCategoryName(listing.category);
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.crumbs} aria-label={t('listing.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link>
        <span aria-hidden="true">/</span>
        {category && (
          <>
            <Link to={`/products/${category.slug}`}>{label(category.label)}</Link>
            <span aria-hidden="true">/</span>
          </>
        )}
        <span aria-current="page">{listing.title}</span>
      </nav>
      {listing.status === 'expired' && me.data?.id === listing.seller.id && (
        <Suspense fallback={null}>
          <OwnAdEnded id={listing.id} />
        </Suspense>
      )}
      <AdDuplicateNotice
        ads={(location.state as { duplicateOf?: DuplicateAd[] } | null)?.duplicateOf ?? []}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PhotoCarousel photos={listing.photos} title={listing.title} />
          <div className={styles.mobileOnly}>
            <ListingSummary listing={listing} />
            <PriceVerdict ad={listing} />
          </div>
          <ListingInfo listing={listing} />
        </div>
        <div className={styles.side}>
          <div className={styles.desktopOnly}>
            <ListingSummary listing={listing} />
            <PriceVerdict ad={listing} />
          </div>
          <SellerCard listing={listing} />
          <AdSafetyTips />
          <ReportAdLink listing={listing} />
        </div>
      </div>
    </div>
  );
}

import type { ProfileBadges, RatingSummary } from '@bazaar/shared';
import { lazy, Suspense } from 'react';

// The ad page is a first page people land on: the seller's badges and rating (and their strings in
// two languages) arrive just after it, outside what the page needs before it renders.
const SellerTrust = lazy(() => import('./SellerTrust').then((m) => ({ default: m.SellerTrust })));

/** Under the seller's name on the ad page and in the chat header. */
export function LazySellerTrust(props: { badges: ProfileBadges; rating: RatingSummary }) {
  return (
    <Suspense fallback={null}>
      <SellerTrust {...props} />
    </Suspense>
  );
}

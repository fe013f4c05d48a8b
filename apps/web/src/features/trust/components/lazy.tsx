import type { DuplicateAd, ListingDetail } from '@bazaar/shared';
import { lazy, Suspense } from 'react';
import { useEarlyTap } from './early-tap';

// The ad page is a first page people land on: its trust parts (and their strings in two
// languages) arrive just after it, so they add nothing to what the page needs before it renders.
const SafetyTips = lazy(() => import('./SafetyTips').then((m) => ({ default: m.SafetyTips })));
const ShowNumber = lazy(() => import('./ShowNumber').then((m) => ({ default: m.ShowNumber })));
const DuplicateNotice = lazy(() => import('./DuplicateNotice').then((m) => ({ default: m.DuplicateNotice })));

export function AdSafetyTips() {
  return (
    <Suspense fallback={null}>
      <SafetyTips where="ad" />
    </Suspense>
  );
}

/** ShowNumber's button carries it. */
const SHOW_NUMBER_ATTR = 'data-show-number';

/**
 * Only for ads whose seller allows it; nothing is loaded otherwise. A press on the server-drawn
 * button before its code has arrived is acted on once it has.
 */
export function AdShowNumber({ listing }: { listing: ListingDetail }) {
  const early = useEarlyTap(SHOW_NUMBER_ATTR);
  if (!listing.phoneOnRequest || listing.status !== 'active') return null;
  return (
    <Suspense fallback={null}>
      <ShowNumber listing={listing} early={early} />
    </Suspense>
  );
}

export function AdDuplicateNotice({ ads }: { ads: DuplicateAd[] }) {
  if (!ads.length) return null;
  return (
    <Suspense fallback={null}>
      <DuplicateNotice ads={ads} />
    </Suspense>
  );
}

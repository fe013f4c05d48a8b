import { lazy, Suspense } from 'react';
import { retryImport } from '../../../app/lazy';

// The dialogs (and their strings) load when first opened: most visits never rate anything.
const RateDeal = lazy(() => retryImport(() => import('./RateDealDialog')));
const Buyer = lazy(() => retryImport(() => import('./BuyerDialog')));

export function LazyRateDealDialog(props: { dealId: number; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <RateDeal {...props} />
    </Suspense>
  );
}

export function LazyBuyerDialog(props: { listingId: number; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Buyer {...props} />
    </Suspense>
  );
}

import type { ProfileBadges, RatingSummary } from '@bazaar/shared';
import { Badges } from './Badges';
import { RatingLine } from './RatingLine';

/** A seller's rating and what Bazaar checked about them, as the ad page shows it. */
export function SellerTrust({ badges, rating }: { badges: ProfileBadges; rating: RatingSummary }) {
  return (
    <>
      <RatingLine rating={rating} />
      <Badges badges={badges} />
    </>
  );
}

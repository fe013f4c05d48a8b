import type { DuplicateAd } from '@bazaar/shared';
import type { AutomaticReports } from './automatic-reports.ts';
import type { DuplicatePhotosRepository, PhotoMatch } from './duplicate-photos-repository.ts';

/**
 * When an ad is published, or photos are added on edit, its new photos are compared with the
 * photos of every other active ad. The same photo in another person's ad is a stolen photo or a
 * copied ad: the new ad goes to the moderation queue beside the other one. The same photo in the
 * seller's own earlier ad is most likely a repost: the seller is told, with a link.
 */
export function duplicatePhotos(repo: DuplicatePhotosRepository, reports: AutomaticReports | undefined) {
  return {
    async published(sellerId: number, listingId: number): Promise<DuplicateAd[]> {
      const photos = await repo.unchecked(listingId);
      const matches = new Map<number, PhotoMatch>();
      for (const photo of photos)
        for (const match of await repo.near(photo.hashes, listingId)) {
          const known = matches.get(match.listingId);
          if (!known || match.distance < known.distance) matches.set(match.listingId, match);
        }
      for (const match of matches.values())
        if (match.sellerId !== sellerId)
          await reports?.file({
            listingId,
            reason: 'duplicate_photos',
            relatedListingId: match.listingId,
            detail: `A photo of this ad is ${match.distance} bits (of 64) from a photo of ad ${match.listingId} by another seller`,
          });
      await repo.markChecked(photos.map((p) => p.id));
      // Earlier ads only: the older ad is the original the seller is pointed to.
      return [...matches.values()]
        .filter((m) => m.sellerId === sellerId && m.listingId < listingId)
        .map(({ listingId: id, title, category }) => ({ id, title, category }));
    },
  };
}

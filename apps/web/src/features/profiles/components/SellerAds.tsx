import { useTranslation } from '../../../i18n/useTranslation';
import { ListingGrid } from '../../../components/ui/ListingGrid';
import { useSellerAds } from '../api/queries';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import styles from './Profile.module.css';

/** Their live ads: the ordinary list (cards, skeletons, "Load more") filtered to this seller. */
export function SellerAds({ sellerId, count }: { sellerId: number; count: number }) {
  const { t } = useTranslation();
  const ads = useSellerAds(sellerId);
  return (
    <section className={styles.section} aria-labelledby="profile-ads">
      <h2 id="profile-ads" className={styles.sectionHeading}>
        {t('profile.ads.heading', { live: count })}
      </h2>
      {count === 0 && !ads.data?.pages[0]?.items.length ? (
        <p className={styles.muted}>{t('profile.ads.empty')}</p>
      ) : (
        <ListingGrid query={ads} heart={FavouriteButton} layout="wide" showCategory skeletons={4} />
      )}
    </section>
  );
}

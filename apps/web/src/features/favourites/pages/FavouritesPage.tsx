import { Link } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useMe } from '../../auth/api/useMe';
import { ListingGrid } from '../../../components/ui/ListingGrid';
import { useFavouritesList } from '../api/useFavourites';
import { FavouriteButton } from '../components/FavouriteButton';
import styles from './FavouritesPage.module.css';
import '../page-i18n';

/** /favourites (signed-in only): the ads kept with the heart; a heart click removes one here. */
export default function FavouritesPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('favourites.title'));
  const me = useMe();
  // The router's guard only renders this page for a signed-in person.
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>{t('favourites.title')}</h1>
        <p>{t('favourites.intro')}</p>
      </div>
      {me.data && <Favourites userId={me.data.id} />}
    </div>
  );
}

function Favourites({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useFavouritesList(userId);
  const empty = list.data?.pages.every((p) => p.items.length === 0);
  if (empty && !list.hasNextPage) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <HeartIcon size={32} />
        </span>
        <h2>{t('favourites.emptyTitle')}</h2>
        <p>{t('favourites.emptyText')}</p>
        <Link to="/" className="btn">
          {t('favourites.browse')}
        </Link>
      </div>
    );
  }
  return <ListingGrid query={list} heart={FavouriteButton} layout="wide" showCategory skeletons={4} />;
}

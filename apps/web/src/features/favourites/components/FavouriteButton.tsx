import { FAVOURITES_MAX } from '@bazaar/shared';
import { useLocation, useNavigate } from 'react-router';
import { useFavouriteIds, useToggleFavourite } from '../api/useFavourites';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { HeartIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toast';
import styles from './FavouriteButton.module.css';

interface Props {
  listingId: number;
  /** 'overlay': round, on a card's photo; 'plain': beside the ad page's price. */
  variant?: 'overlay' | 'plain';
  className?: string;
}

/**
 * The heart. Signed in, it adds or removes the ad at once and puts it back if the server says no;
 * signed out it is still shown, as on other marketplaces, and leads to login and back here.
 */
export function FavouriteButton({ listingId, variant = 'overlay', className }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { userId, known, ids } = useFavouriteIds();
  const toggle = useToggleFavourite(userId);
  const kept = ids.has(listingId);

  function onClick() {
    if (userId === null) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    toggle.mutate(
      { listingId, on: !kept },
      {
        onError: (error) =>
          toast.show(
            isApiError(error, 409)
              ? t('favourites.full', { max: FAVOURITES_MAX })
              : kept
                ? t('favourites.removeFailed')
                : t('favourites.addFailed'),
            'error',
          ),
      },
    );
  }

  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[variant]} ${kept ? styles.kept : ''} ${className ?? ''}`}
      aria-pressed={kept}
      // Until we know who is signed in, a click could not know whether to save or ask to log in.
      disabled={!known}
      aria-label={kept ? t('favourites.remove') : t('favourites.add')}
      title={kept ? t('favourites.remove') : t('favourites.add')}
      onClick={onClick}
    >
      <HeartIcon size={variant === 'overlay' ? 20 : 22} filled={kept} />
    </button>
  );
}

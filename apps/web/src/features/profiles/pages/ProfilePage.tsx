import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { NotFound } from '../../../components/ui/NotFound';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useLang } from '../../../i18n/lang';
import { isApiError } from '../../../lib/http';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useMe } from '../../auth/api/useMe';
import { ReportButton } from '../../moderation/components/ReportButton';
import { useProfile } from '../api/queries';
import { profileMeta } from '../meta';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileUnavailable } from '../components/ProfileUnavailable';
import { Reviews } from '../components/Reviews';
import { SellerAds } from '../components/SellerAds';
import '../i18n';
import styles from '../components/Profile.module.css';

/** The id in /profile/:id, or 0 for anything that is not one. */
export const profileId = (id = '') => (/^[1-9][0-9]{0,15}$/.test(id) && Number.isSafeInteger(+id) ? +id : 0);

/**
 * /profile/:id, for everyone: who sells, what Bazaar checked, how they were rated and their live
 * ads. A suspended person's profile says only that it is unavailable.
 */
export default function ProfilePage() {
  const id = profileId(useParams().id);
  if (!id) return <NotFound />;
  return <Profile id={id} />;
}

/** The profile of person `id` (the page's content, apart from its address). */
export function Profile({ id }: { id: number }) {
  const lang = useLang();
  const me = useMe();
  const query = useProfile(id);
  const meta = query.data && profileMeta(query.data, { lang });
  useDocumentMeta(query.data?.name, meta?.description);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (isApiError(query.error, 410)) return <ProfileUnavailable />;
    if (isApiError(query.error, 404)) return <NotFound />;
    return (
      <div className="container">
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }
  const profile = query.data;
  return (
    <div className={`container ${styles.page}`} data-testid="profile">
      <ProfileHeader profile={profile} />
      <SellerAds sellerId={profile.id} count={profile.liveAds} />
      <Reviews personId={profile.id} />
      {me.data && me.data.id !== profile.id && (
        <div className={styles.report}>
          <ReportButton target={{ kind: 'person', userId: profile.id }} label="person" />
        </div>
      )}
    </div>
  );
}

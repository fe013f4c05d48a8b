import '../i18n';
import { findCategory } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/PageLoading';
import { NotFound } from '../../../components/ui/NotFound';
import { isApiError } from '../../../lib/http';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useMe } from '../../auth/api/useMe';
import { useEditableListing } from '../api/useMyListings';
import { LoadFailed } from '../components/LoadFailed';
import { PostForm } from '../components/PostForm';
import { draftKey, loadDraft } from '../lib/draft';
import { valuesOf } from '../lib/form';
import styles from './Posting.module.css';

/** /my-ads/:id/edit: the same form as posting, filled with the ad (or the unsaved edit of it). */
export default function EditAdPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('myAds.editTitle'));
  const id = Number(useParams().id);
  const me = useMe();
  const ad = useEditableListing(id);
  if (!Number.isSafeInteger(id) || id <= 0 || isApiError(ad.error, 404)) return <NotFound />;
  if (ad.isError) return <LoadFailed onRetry={() => void ad.refetch()} retrying={ad.isFetching} />;
  if (ad.isPending || me.isPending) return <PageLoading />;
  const category = findCategory(ad.data.category);
  if (!category) return <NotFound />;
  const key = draftKey(category.slug, id);
  const initial = loadDraft(key) ?? valuesOf(ad.data, me.data ?? undefined);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('myAds.editTitle')}</h1>
      <PostForm category={category} initial={initial} draftKey={key} editId={id} me={me.data ?? null} />
    </div>
  );
}

import '../i18n';
import { findCategory } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/PageLoading';
import { NotFound } from '../../../components/ui/NotFound';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useMe } from '../../auth/api/useMe';
import { PostForm } from '../components/PostForm';
import { draftKey, loadDraft } from '../lib/draft';
import { emptyValues } from '../lib/form';
import styles from './Posting.module.css';

/** /post/:category, and the original short routes /carpage, /bikes, /mobile: the post-ad form. */
export default function PostAdPage({ category: fixed }: { category?: string }) {
  const { t } = useTranslation();
  useDocumentMeta(t('post.title'));
  const params = useParams();
  const category = findCategory(fixed ?? params.category ?? '');
  const me = useMe();
  if (!category) return <NotFound />;
  if (me.isPending) return <PageLoading />;
  const who = me.data ?? null;
  const key = draftKey(category.slug);
  const draft = loadDraft(key);
  const initial = draft
    ? {
        ...draft,
        sellerName: draft.sellerName || who?.name || '',
        sellerPhone: draft.sellerPhone || who?.phone || '',
      }
    : emptyValues(who ?? undefined);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('post.title')}</h1>
      <PostForm key={category.slug} category={category} initial={initial} draftKey={key} me={who} />
    </div>
  );
}

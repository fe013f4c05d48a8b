import { LIMITS, titleOptional, type Category, type Me } from '@bazaar/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { useLabel } from '../../../i18n/lang';
import { isApiError, isOutOfStorage } from '../../../lib/http';
import { useSaveListing } from '../api/useMyListings';
import { clearDraft, saveDraft } from '../lib/draft';
import { serverErrors, toBody, validatePost, type PostErrors, type PostValues } from '../lib/form';
import { adChangeError } from '../lib/refusal';
import { AttributeField, FieldShell } from './fields';
import { LocationSection } from './LocationSection';
import { PhotoUploader } from './PhotoUploader';
import { ShowPhoneCheckbox } from './ShowPhoneCheckbox';
import { PostPriceBand } from './PostPriceBand';
import styles from './PostForm.module.css';

/**
 * The one post-ad form, in the SPEC's sections, for any category: its fields come from the catalog
 * and are checked with the same shared schema the API uses. Every change is kept as a draft.
 */
export function PostForm({
  category,
  initial,
  draftKey,
  editId,
  me,
}: {
  category: Category;
  initial: PostValues;
  draftKey: string;
  editId?: number;
  me: Me | null;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveListing(editId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PostErrors>({});
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => saveDraft(draftKey, values), [draftKey, values]);

  // After a first attempt, errors follow the typing so a fixed field clears at once.
  useEffect(() => {
    if (tried) setErrors(validatePost(category, values, t, !!me));
  }, [tried, category, values, t, me]);

  const set = (change: Partial<PostValues>) => setValues((v) => ({ ...v, ...change }));
  const setAttr = (key: string, value: string) =>
    setValues((v) => ({ ...v, attributes: { ...v.attributes, [key]: value } }));

  function focusFirstError() {
    requestAnimationFrame(() => {
      const bad = form.current?.querySelector<HTMLElement>(
        '[data-invalid="true"] input, [data-invalid="true"] select, [data-invalid="true"] textarea, [role="alert"]',
      );
      bad?.focus?.();
      bad?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const found = validatePost(category, values, t, !!me);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    if (uploading) return toast.show(t('post.photos.wait'), 'info');
    if (!me) {
      // The draft is saved; the sign-in page brings the seller back here to press Post Now again.
      toast.show(t('post.signInToPost'), 'info');
      navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    save.mutate(toBody(category, values), {
      onSuccess: (created) => {
        clearDraft(draftKey);
        toast.show(t(editId === undefined ? 'post.posted' : 'post.saved'), 'success');
        // A repost of the seller's own earlier ad: the ad page says so, with a link to the earlier one.
        const duplicateOf = created.duplicateOf ?? [];
        if (duplicateOf.length)
          navigate(`/products/${created.category}/${created.id}`, { state: { duplicateOf } });
        else navigate(editId === undefined ? `/products/${created.category}/${created.id}` : '/my-ads');
      },
      onError: (error) => {
        // Nothing typed or uploaded is lost: the values stay, and so does the draft.
        if (isApiError(error, 400) && error.fields) {
          setErrors(serverErrors(error.fields, t));
          toast.show(t('post.fixErrors'), 'error');
          focusFirstError();
        } else if (isApiError(error, 401)) {
          navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
        } else if (isOutOfStorage(error)) toast.show(t('errors.outOfStorage'), 'error');
        else if (isApiError(error, 409)) toast.show(adChangeError(error, t), 'error');
        else toast.show(t('post.failed'), 'error');
      },
    });
  }

  const count = Object.keys(errors).length;
  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.section}>
        <h2>{t('post.selectedCategory')}</h2>
        <p className={styles.selected}>
          <span>{label(category.label)}</span>
          {editId === undefined && <Link to="/adddata">{t('post.change')}</Link>}
        </p>
      </section>

      <section className={styles.section}>
        <h2>{t('post.details')}</h2>
        {category.attributes.map((def) => (
          <AttributeField
            key={def.key}
            def={def}
            value={values.attributes[def.key] ?? ''}
            error={errors[`attributes.${def.key}`]}
            onChange={(v) => setAttr(def.key, v)}
          />
        ))}
        <FieldShell
          label={t('post.adTitle')}
          required={!titleOptional(category)}
          error={errors.title}
          hint={titleOptional(category) ? t('post.titleHint') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="title"
              maxLength={LIMITS.titleMax}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={values.title}
              onChange={(e) => set({ title: e.target.value })}
            />
          )}
        </FieldShell>
        <FieldShell
          label={t('post.description')}
          required
          error={errors.description}
          hint={
            <span className={styles.counter}>
              {values.description.length} / {LIMITS.descriptionMax}
            </span>
          }
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="description"
              rows={5}
              maxLength={LIMITS.descriptionMax}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              placeholder={t('post.descriptionPlaceholder')}
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          )}
        </FieldShell>
      </section>

      <section className={styles.section}>
        <h2>{t('post.setPrice')}</h2>
        <FieldShell label={t('post.price')} required error={errors.price}>
          {({ id, describedBy, invalid }) => (
            <div className={styles.price}>
              <span aria-hidden="true">₹</span>
              {/* Text, not a number box: "4,50,000" and Devanagari digits are welcome (lib/numbers). */}
              <input
                id={id}
                name="price"
                type="text"
                inputMode="numeric"
                maxLength={20}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                value={values.price}
                onChange={(e) => set({ price: e.target.value })}
              />
            </div>
          )}
        </FieldShell>
        <PostPriceBand category={category.slug} values={values} editId={editId} />
      </section>

      <section className={styles.section} data-invalid={errors.photos ? 'true' : undefined}>
        <h2>{t('post.uploadPhotos', { max: LIMITS.photosMax })}</h2>
        {me ? (
          <PhotoUploader
            photos={values.photos}
            onChange={(update) => setValues((v) => ({ ...v, photos: update(v.photos) }))}
            error={errors.photos}
            onBusy={setUploading}
          />
        ) : (
          <p className={styles.signIn}>
            <Link to={`/login?next=${encodeURIComponent(location.pathname)}`}>
              {t('post.photos.signInLink')}
            </Link>{' '}
            {t('post.photos.signInText')}
          </p>
        )}
      </section>

      <section className={styles.section}>
        <h2>{t('post.confirmLocation')}</h2>
        <LocationSection values={values} errors={errors} set={set} />
      </section>

      <section className={styles.section}>
        <h2>{t('post.review')}</h2>
        <div className={styles.row}>
          <FieldShell label={t('post.name')} required error={errors.sellerName}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="sellerName"
                autoComplete="name"
                maxLength={LIMITS.nameMax}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                value={values.sellerName}
                onChange={(e) => set({ sellerName: e.target.value })}
              />
            )}
          </FieldShell>
          <FieldShell label={t('post.phone')} error={errors.sellerPhone} hint={t('post.phoneHint')}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="sellerPhone"
                type="tel"
                autoComplete="tel"
                maxLength={16}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                value={values.sellerPhone}
                onChange={(e) => set({ sellerPhone: e.target.value })}
              />
            )}
          </FieldShell>
        </div>
        <ShowPhoneCheckbox checked={values.showPhone} onChange={(showPhone) => set({ showPhone })} />
        {count > 0 && (
          <p className={styles.summary} role="alert">
            {t('post.errorCount', { fields: count })}
          </p>
        )}
        <button type="submit" className={`btn ${styles.submit}`} disabled={save.isPending}>
          {save.isPending
            ? t('post.posting')
            : editId === undefined
              ? t('post.postNow')
              : t('post.saveChanges')}
        </button>
      </section>
    </form>
  );
}

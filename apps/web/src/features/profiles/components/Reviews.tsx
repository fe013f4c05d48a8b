import type { Review } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLang } from '../../../i18n/lang';
import { formatDate } from '../../../lib/dates';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useMe } from '../../auth/api/useMe';
import { ReportButton } from '../../moderation/components/ReportButton';
import { useReviews } from '../api/queries';
import { ReplyForm } from './ReplyForm';
import { Stars } from './Stars';
import styles from './Profile.module.css';

/** Reviews of the person, newest first, a page at a time; the person answers each once. */
export function Reviews({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const reviews = useReviews(personId);
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={styles.section} aria-labelledby="profile-reviews">
      <h2 id="profile-reviews" className={styles.sectionHeading}>
        {t('profile.reviews.heading')}
      </h2>
      {reviews.isPending ? (
        <p className={styles.muted} aria-busy="true">
          {t('common.loading')}
        </p>
      ) : reviews.isError && !reviews.data ? (
        <ErrorState onRetry={() => void reviews.refetch()} retrying={reviews.isRefetching} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('profile.reviews.empty')}</p>
      ) : (
        <ul className={styles.reviews}>
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} personId={personId} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? t('common.loading') : t('profile.reviews.more')}
        </button>
      )}
    </section>
  );
}

function ReviewItem({ review, personId }: { review: Review; personId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = useMe();
  const mine = me.data?.id === review.rated.id;
  const signedInOther = !!me.data && !mine && me.data.id !== review.rater.id;
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <Stars value={review.stars} label={t('person.rating.stars', { average: review.stars })} />
        <strong>
          {t(review.raterRole === 'buyer' ? 'profile.reviews.asBuyer' : 'profile.reviews.asSeller', {
            name: review.rater.name,
          })}
        </strong>
        <time className={styles.muted} dateTime={review.createdAt}>
          {formatDate(review.createdAt, lang)}
        </time>
        {review.editedAt && <span className={styles.muted}>({t('profile.reviews.edited')})</span>}
      </div>
      {review.text && <p className={styles.reviewText}>{review.text}</p>}
      <p className={styles.muted}>{t('profile.reviews.about', { title: review.listing.title })}</p>
      {review.reply ? (
        <blockquote className={styles.reply}>
          <strong>{t('profile.reviews.replyBy', { name: review.rated.name })}</strong>
          <p>{review.reply.text}</p>
        </blockquote>
      ) : (
        mine && <ReplyForm ratingId={review.id} profileId={personId} />
      )}
      {signedInOther && <ReportButton target={{ kind: 'review', ratingId: review.id }} label="review" />}
    </li>
  );
}

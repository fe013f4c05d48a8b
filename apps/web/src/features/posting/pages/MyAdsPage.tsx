import '../i18n';
import { EXPIRY_REMINDER_DAYS, formatRupees, type MyListing } from '@bazaar/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/PageLoading';
import { ImageIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toast';
import { useLang } from '../../../i18n/lang';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { LoadFailed } from '../components/LoadFailed';
import { useListingAction, useMyListings, type ListingAction } from '../api/useMyListings';
import { ModerationNote } from '../components/ModerationNote';
import { SoldTo } from '../components/SoldTo';
import styles from './MyAds.module.css';
import { PhoneReveals } from '../../trust/components/PhoneReveals';
import { AdInsights } from '../../insights/components/AdInsights';
import { RenewButton } from '../../renewal/components/RenewButton';
import { shortDate } from '../../renewal/components/dates';
import { lazy, Suspense } from 'react';
import { retryImport } from '../../../lib/lazy';
import { adChangeError } from '../lib/refusal';

// Who bought it (and the rating form after it) loads when an ad is marked sold.
const BuyerDialog = lazy(() => retryImport(() => import('../../ratings/components/BuyerDialog')));

/**
 * /my-ads: the seller's ads with their status, views and end; edit, mark sold, delete, republish,
 * and renew an ad that ended or ends within the reminder's days.
 */
export default function MyAdsPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('myAds.title'));
  const mine = useMyListings();
  if (mine.isPending) return <PageLoading />;
  if (mine.isError) return <LoadFailed onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>{t('myAds.title')}</h1>
        <Link to="/adddata" className="btn">
          {t('myAds.postAnother')}
        </Link>
      </div>
      {mine.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('myAds.empty')}</p>
          <Link to="/adddata" className="btn">
            {t('myAds.postFirst')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {mine.data.items.map((ad) => (
            <MyAdRow key={ad.id} ad={ad} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MyAdRow({ ad }: { ad: MyListing }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const act = useListingAction();
  const [insights, setInsights] = useState(false);
  // After Mark sold, the seller may say who bought it (and then rate them).
  const [askBuyer, setAskBuyer] = useState(false);
  const href = `/products/${ad.category}/${ad.id}`;
  const endsSoon =
    ad.status === 'active' && Date.parse(ad.expiresAt) - Date.now() <= EXPIRY_REMINDER_DAYS * 86_400_000;
  const renewable = ad.status === 'expired' || endsSoon;

  function run(action: ListingAction) {
    if (action === 'delete' && !window.confirm(t('myAds.confirmDelete', { title: ad.title }))) return;
    act.mutate(
      { id: ad.id, action },
      {
        onSuccess: () => {
          toast.show(t(`myAds.done.${action}`), 'success');
          if (action === 'sold') setAskBuyer(true);
        },
        onError: (error) => toast.show(adChangeError(error, t), 'error'),
      },
    );
  }

  const posted = new Date(ad.createdAt).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <li className={styles.row} data-testid="my-ad">
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {ad.photo ? <img src={ad.photo.card} alt="" loading="lazy" /> : <ImageIcon size={28} />}
      </Link>
      <div className={styles.info}>
        <span
          className={
            ad.status === 'active'
              ? styles.active
              : ad.status === 'sold'
                ? styles.sold
                : ad.status === 'expired'
                  ? styles.expired
                  : styles.review
          }
          data-testid="status"
        >
          {t(`myAds.status.${ad.status}`)}
        </span>
        <Link to={href} className={styles.adTitle}>
          {ad.title}
        </Link>
        {/* Not the shared <Price>: see LoadFailed for why; the same "₹ 3,80,000" in both languages. */}
        <span className={styles.price} data-testid="price">
          {formatRupees(ad.price)}
        </span>
        <span className={styles.meta}>
          {t('myAds.posted', { date: posted })} · {t('myAds.views', { n: ad.views })}
        </span>
        {(ad.status === 'active' || ad.status === 'expired') && (
          <span
            className={endsSoon || ad.status === 'expired' ? styles.ends : styles.meta}
            data-testid="ends"
          >
            {t(ad.status === 'expired' ? 'renewal.endedOn' : 'renewal.endsOn', {
              date: shortDate(ad.expiresAt, lang),
            })}
          </span>
        )}
        {ad.status === 'sold' && ad.deal && <SoldTo deal={ad.deal} />}
        {ad.showPhone && <PhoneReveals listingId={ad.id} />}
      </div>
      <div className={styles.actions}>
        {renewable && <RenewButton id={ad.id} />}
        {ad.status === 'active' && (
          <>
            <Link to={`/my-ads/${ad.id}/edit`} className="btn btn-outline">
              {t('myAds.edit')}
            </Link>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => run('sold')}
              disabled={act.isPending}
            >
              {t('myAds.markSold')}
            </button>
          </>
        )}
        {/* Once the seller rated the buyer, who bought it can no longer change. */}
        {ad.status === 'sold' && !ad.deal?.rated && (
          <button type="button" className="btn btn-outline" onClick={() => setAskBuyer(true)}>
            {t('myAds.nameBuyer')}
          </button>
        )}
        {(ad.status === 'sold' || ad.status === 'removed') && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => run('republish')}
            disabled={act.isPending}
          >
            {t('myAds.republish')}
          </button>
        )}
        <button
          type="button"
          className={`btn btn-outline ${styles.delete}`}
          onClick={() => run('delete')}
          disabled={act.isPending}
        >
          {t('myAds.delete')}
        </button>
        <InsightsToggle open={insights} onToggle={() => setInsights((o) => !o)} />
      </div>
      <ModerationNote ad={ad} />
      {insights && <AdInsights id={ad.id} price={ad.price} />}
      {askBuyer && (
        <Suspense fallback={null}>
          <BuyerDialog listingId={ad.id} onClose={() => setAskBuyer(false)} />
        </Suspense>
      )}
    </li>
  );
}

function InsightsToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-outline" aria-expanded={open} onClick={onToggle}>
      {t(open ? 'insights.hide' : 'insights.show')}
    </button>
  );
}

import type { Notification } from '@bazaar/shared';
import type { Lang } from '../../../i18n/lang';
import type { TFunction } from '../../../i18n/useTranslation';
import { formatRupeesIn } from '../../../lib/format';

/** The sentence for one notification, with the figures frozen when it happened. */
export function notificationText(n: Notification, t: TFunction, lang: Lang): string {
  const money = (v: string | number | undefined) => (typeof v === 'number' ? formatRupeesIn(v, lang) : '');
  // A reporter hears the outcome: the ad removed, or kept (nothing against the rules).
  const key =
    n.kind === 'report_outcome'
      ? `report_outcome_${n.data.outcome === 'removed' ? 'removed' : 'kept'}`
      : n.kind;
  return t(`notifications.kind.${key}`, {
    name: n.actor?.name ?? t('notifications.someone'),
    title: n.listing?.title ?? t('notifications.anAd'),
    amount: money(n.data.amount),
    before: money(n.data.before),
    after: money(n.data.after),
    reason: typeof n.data.reason === 'string' ? n.data.reason : '',
    // A number that moved to another account, by its last digits (its owner's own number).
    ending: typeof n.data.ending === 'string' ? n.data.ending : '',
    // When a reminded ad ends, in India's time zone.
    date:
      typeof n.data.expiresAt === 'string'
        ? new Date(n.data.expiresAt).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
            day: 'numeric',
            month: 'short',
            timeZone: 'Asia/Kolkata',
          })
        : '',
  });
}

/**
 * Where a notification leads: the conversation for chat and offers, the ad for favourites. `meId`
 * is the reader's own id: a rating they received is read, and answered, on their own profile.
 */
export function notificationHref(n: Notification, meId?: number): string | undefined {
  if (n.conversationId) return `/chats/${n.conversationId}`;
  if (n.kind === 'rating_received' && meId !== undefined) return `/profile/${meId}#profile-reviews`;
  // An answer to the reader's review of someone: it stands under that review, on their profile.
  if (n.kind === 'rating_reply' && n.actor) return `/profile/${n.actor.id}#profile-reviews`;
  // "Rate your deal with …" opens the rating form over the notifications.
  if (n.kind === 'rate_deal' && typeof n.data.dealId === 'number')
    return `/notifications?deal=${n.data.dealId}`;
  // The seller reads a decision about their ad (and may appeal) in My Ads.
  if (n.kind === 'ad_taken_down' || n.kind === 'ad_restored') return '/my-ads';
  // The seller renews an ad that ends soon, or has ended, from My Ads.
  if (n.kind === 'ad_expiring' || n.kind === 'ad_expired') return '/my-ads';
  if (n.kind === 'account_warning') return undefined;
  // A number that left the account: another one is verified in Settings.
  if (n.kind === 'phone_moved') return '/account/settings';
  if (n.listing) return `/products/${n.listing.category}/${n.listing.id}`;
  return undefined;
}

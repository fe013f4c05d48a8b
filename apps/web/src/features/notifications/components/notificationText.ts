import type { Notification } from '@bazaar/shared';
import type { Lang } from '../../../i18n/lang';
import type { TFunction } from '../../../i18n/useTranslation';
import { formatRupeesIn } from '../../../lib/format';

/** The sentence for one notification, with the figures frozen when it happened. */
export function notificationText(n: Notification, t: TFunction, lang: Lang): string {
  const money = (v: string | number | undefined) => (typeof v === 'number' ? formatRupeesIn(v, lang) : '');
  return t(`notifications.kind.${n.kind}`, {
    name: n.actor?.name ?? t('notifications.someone'),
    title: n.listing?.title ?? t('notifications.anAd'),
    amount: money(n.data.amount),
    before: money(n.data.before),
    after: money(n.data.after),
  });
}

/** Where a notification leads: the conversation for chat and offers, the ad for favourites. */
export function notificationHref(n: Notification): string | undefined {
  if (n.conversationId) return `/chats/${n.conversationId}`;
  if (n.listing) return `/products/${n.listing.category}/${n.listing.id}`;
  return undefined;
}

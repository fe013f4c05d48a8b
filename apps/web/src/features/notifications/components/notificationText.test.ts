import type { Notification } from '@bazaar/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { translator } from '../../../i18n/translator';
import '../i18n';
import { notificationHref, notificationText } from './notificationText';

const closedOffer = (kind: 'offer_ad_sold' | 'offer_ad_removed'): Notification => ({
  id: 5,
  kind,
  createdAt: '2026-01-11T10:00:00.000Z',
  read: false,
  listing: {
    id: 42,
    category: 'cars',
    title: 'Maruti Suzuki Swift VXi',
    price: 480_000,
    status: kind === 'offer_ad_sold' ? 'sold' : 'removed',
    photo: null,
  },
  conversationId: 7,
  actor: { id: 2, name: 'Asha' },
  data: { amount: 450_000 },
});

const text = (n: Notification) => {
  const { t, lang } = translator.current();
  return notificationText(n, t, lang);
};

afterEach(async () => {
  await switchLanguage('en');
});

describe('the notice that an offer closed with its ad', () => {
  it('tells the buyer the ad was sold, or removed, and which offer closed', () => {
    expect(text(closedOffer('offer_ad_sold'))).toBe(
      'The ad you made an offer on was sold: Maruti Suzuki Swift VXi. Your offer of ₹ 4,50,000 is closed.',
    );
    expect(text(closedOffer('offer_ad_removed'))).toBe(
      'The ad you made an offer on was removed: Maruti Suzuki Swift VXi. Your offer of ₹ 4,50,000 is closed.',
    );
  });

  it('says so in Hindi', async () => {
    await switchLanguage('hi');
    expect(text(closedOffer('offer_ad_sold'))).toContain('जिस विज्ञापन पर आपने ऑफ़र दिया था, वह बिक गया');
    expect(text(closedOffer('offer_ad_removed'))).toContain('वह हटा दिया गया');
    expect(text(closedOffer('offer_ad_removed'))).toContain('Maruti Suzuki Swift VXi');
  });

  it('leads to the conversation, where the offer shows closed', () => {
    expect(notificationHref(closedOffer('offer_ad_removed'))).toBe('/chats/7');
  });
});

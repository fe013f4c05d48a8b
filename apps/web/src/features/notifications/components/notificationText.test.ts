import type { Notification } from '@bazaar/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { liveTranslation } from '../../../i18n/instance';
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
  const { t, lang } = liveTranslation.current();
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

describe('the notice that a verified number moved to another account', () => {
  const moved: Notification = {
    id: 9,
    kind: 'phone_moved',
    createdAt: '2026-01-11T10:00:00.000Z',
    read: false,
    listing: null,
    conversationId: null,
    actor: null,
    data: { ending: '3210' },
  };

  it('says the number is no longer verified here and where to verify another, not who took it', () => {
    expect(text(moved)).toBe(
      'Your phone number ending 3210 is no longer verified on your account, because it was verified on another account. You can verify another number in Settings.',
    );
    expect(notificationHref(moved)).toBe('/account/settings');
  });

  it('says so in Hindi', async () => {
    await switchLanguage('hi');
    expect(text(moved)).toContain('3210 पर ख़त्म होने वाला आपका फ़ोन नंबर अब आपके खाते पर सत्यापित नहीं है');
    expect(text(moved)).toContain('सेटिंग्स');
  });
});

describe('where a rating’s notice leads', () => {
  const rating = (kind: 'rating_received' | 'rating_reply'): Notification => ({
    ...closedOffer('offer_ad_sold'),
    kind,
    conversationId: null,
    actor: { id: 9, name: 'Priya' },
    data: { ratingId: 3, stars: 4 },
  });

  it('opens the reader’s own reviews for a rating, where they can answer it', () => {
    expect(notificationHref(rating('rating_received'), 128)).toBe('/profile/128#profile-reviews');
  });

  it('opens the other person’s reviews for their answer to the reader’s review', () => {
    expect(notificationHref(rating('rating_reply'), 128)).toBe('/profile/9#profile-reviews');
  });
});

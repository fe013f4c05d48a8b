import { formatRupees, findCity } from '@bazaar/shared';
import type { MailMessage } from '../mail/index.ts';

export interface DigestAd {
  id: number;
  title: string;
  price: number;
  city: string;
  category: string;
}

/**
 * One mail per person per day with that day's new ads for their saved searches, English then
 * Hindi (the account keeps no language; both readers find their part), and a one-click
 * unsubscribe link that needs no sign-in.
 */
export function digestMail(opts: {
  to: string;
  name: string;
  day: string;
  ads: DigestAd[];
  publicUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const n = opts.ads.length;
  const lines = opts.ads.map((ad) => {
    const city = findCity(ad.city)?.name ?? ad.city;
    const url = new URL(`/products/${ad.category}/${ad.id}`, opts.publicUrl).toString();
    return `- ${ad.title} · ${formatRupees(ad.price)} · ${city}\n  ${url}`;
  });
  const manage = new URL('/saved-searches', opts.publicUrl).toString();
  return {
    to: opts.to,
    subject: `Bazaar: ${n} new ${n === 1 ? 'ad' : 'ads'} for your saved searches (${opts.day}) / आपकी सेव की गई खोजों के लिए ${n} नए विज्ञापन`,
    text: [
      `Hello ${opts.name},`,
      '',
      `New ads on ${opts.day} that fit your saved searches:`,
      '',
      ...lines,
      '',
      `नमस्ते ${opts.name}, ${opts.day} को आपकी सेव की गई खोजों से मिलते ${n} नए विज्ञापन ऊपर दिए गए हैं।`,
      '',
      `Manage your saved searches / अपनी सेव की गई खोजें बदलें: ${manage}`,
      `Stop these e-mails (one click) / ये ई-मेल बंद करें (एक क्लिक): ${opts.unsubscribeUrl}`,
    ].join('\n'),
  };
}

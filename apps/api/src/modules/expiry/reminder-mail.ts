import type { MailMessage } from '../mail/index.ts';

export interface ExpiringAd {
  id: number;
  title: string;
  category: string;
  expiresAt: Date;
}

const IST = 'Asia/Kolkata';
const dateIn = (locale: string, d: Date) =>
  d.toLocaleDateString(locale, { timeZone: IST, day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The seller's reminder that an ad ends soon, English then Hindi (the account keeps no language;
 * both readers find their part), with the one-click renew link that needs no sign-in. The link
 * opens a page whose button renews: a mail scanner that follows it changes nothing.
 */
export function reminderMail(opts: {
  to: string;
  name: string;
  ad: ExpiringAd;
  publicUrl: string;
  renewUrl: string;
}): MailMessage {
  const { ad } = opts;
  const adUrl = new URL(`/products/${ad.category}/${ad.id}`, opts.publicUrl).toString();
  const myAds = new URL('/my-ads', opts.publicUrl).toString();
  const en = dateIn('en-IN', ad.expiresAt);
  const hi = dateIn('hi-IN', ad.expiresAt);
  return {
    to: opts.to,
    subject: `Bazaar: your ad “${ad.title}” ends on ${en} / आपका विज्ञापन ${hi} को समाप्त होगा`,
    text: [
      `Hello ${opts.name},`,
      '',
      `Your ad “${ad.title}” ends on ${en}. Renew it to keep it live for buyers:`,
      opts.renewUrl,
      '',
      `Your ad: ${adUrl}`,
      `All your ads: ${myAds}`,
      '',
      `नमस्ते ${opts.name}, आपका विज्ञापन “${ad.title}” ${hi} को समाप्त होगा। इसे खरीदारों के लिए चालू रखने के लिए रिन्यू करें:`,
      opts.renewUrl,
      '',
      `आपके सभी विज्ञापन: ${myAds}`,
    ].join('\n'),
  };
}

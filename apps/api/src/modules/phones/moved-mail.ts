import type { MailMessage } from '../mail/index.ts';

/**
 * "Your number is no longer verified on your account", English then Hindi (an account keeps no
 * language). It names the number by its last digits only and never says who verified it.
 */
export function numberMovedMail(opts: {
  to: string;
  name: string;
  ending: string;
  settingsUrl: string;
}): MailMessage {
  return {
    to: opts.to,
    subject:
      'Bazaar: your phone number is no longer verified on your account / आपका फ़ोन नंबर अब आपके खाते पर सत्यापित नहीं है',
    text: [
      `Hello ${opts.name},`,
      '',
      `Your mobile number ending ${opts.ending} is no longer verified on your Bazaar account: it was verified on another account with a code sent to it by SMS, and a number can be verified on one account at a time.`,
      'You can verify another number, or this one again, in your settings:',
      opts.settingsUrl,
      '',
      `नमस्ते ${opts.name}, ${opts.ending} पर ख़त्म होने वाला आपका मोबाइल नंबर अब आपके बाज़ार खाते पर सत्यापित नहीं है: इसे SMS से भेजे गए कोड से किसी दूसरे खाते पर सत्यापित किया गया है, और एक नंबर एक समय में एक ही खाते पर सत्यापित हो सकता है।`,
      'आप अपनी सेटिंग्स में कोई दूसरा नंबर, या यही नंबर फिर से, सत्यापित कर सकते हैं:',
      opts.settingsUrl,
    ].join('\n'),
  };
}

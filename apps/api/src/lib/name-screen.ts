import { NAME_REFUSALS, type NameRefusal } from '@bazaar/shared';
import { DomainError } from './errors.ts';
import { screenText } from './screen-text.ts';
import { singled, wordScreen } from './word-screen.ts';

/**
 * Words that make a name read as Bazaar's own staff ("Bazaar Support", "Admin", "Customer Care"):
 * a buyer who trusts such a name in a chat is the scammer's first win.
 */
const STAFF_WORDS = [
  'admin',
  'administrator',
  'moderator',
  'support',
  'helpdesk',
  'help desk',
  'customer care',
  'customer service',
  'official',
  'verified',
  'staff',
  'trust and safety',
  // The words Bazaar's own pages use for its team (README, the console).
  'operator',
  'moderation',
  'security team',
  'help centre',
  'help center',
  'helpline',
  'system',
  'webmaster',
  'security',
  'verification team',
  'refund team',
  'payment team',
  'payments team',
  'ग्राहक सेवा',
  'सहायता केंद्र',
  'सहायता',
  'सपोर्ट',
  'एडमिन',
  'कस्टमर केयर',
];
/** The site's own name, read anywhere in a name ("BazaarIndia", "bazar_help", "बाज़ार"). */
const SITE_NAMES = ['bazaar', 'bazar', 'बाजार'].map((n) => singled(screenText(n)));
const lettersOnly = (text: string) => text.replace(/[^\p{L}\p{M}]/gu, '');
/**
 * A name is shown in chats, inboxes and Bazaar's own e-mails ("Hello Ravi"): a line break or a link
 * in it would let a scammer write a message there ("Your account is locked. Unlock: …").
 */
const NOT_A_NAME =
  /[\p{Cc}\p{Zl}\p{Zp}]|:\/\/|\bwww\.|[\p{L}\d-]{2}\.(com|in|net|org|io|me|ly|co|xyz|app|link)\b/iu;
/**
 * What is wrong with a name a person gives themselves, read as people see it (look-alike letters,
 * invisible characters, letters doubled): more than a name (a line break, a link), a prohibited
 * word, or a name that poses as Bazaar's team.
 */
export function nameScreen(prohibited: (text: string) => string[]) {
  const staff = wordScreen(STAFF_WORDS);
  return (name: string): NameRefusal | null => {
    if (NOT_A_NAME.test(name)) return 'not_a_name';
    if (prohibited(name).length) return 'prohibited_name';
    const seen = singled(lettersOnly(screenText(name)));
    if (SITE_NAMES.some((site) => seen.includes(site))) return 'reserved_name';
    return staff(name).length ? 'reserved_name' : null;
  };
}

export type NameScreen = ReturnType<typeof nameScreen>;

/** The 400 for a refused name, on the form field that holds it; the code lets the app say it in Hindi. */
export const nameRefused = (refusal: NameRefusal, field: string) =>
  new DomainError(400, refusal, NAME_REFUSALS[refusal], { [field]: NAME_REFUSALS[refusal] });

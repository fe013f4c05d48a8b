/**
 * Text as the rules read it: one case, ASCII digits, no invisible characters, and the spelling
 * tricks scammers use to slip past filters undone ("w h a t s a p p", "0TP", "W.h.a.t.s.A.p.p").
 * Phone numbers and prices keep their digits: only digits inside words are read as letters.
 */

import { romanise } from './romanise.ts';

const DEVANAGARI_DIGITS = /[०-९]/g;
// Zero-width joiners and spaces, soft hyphens, direction marks: invisible padding inside words.
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
const LOOKALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
};
// Single letters separated by spaces, dots, dashes or stars, at least four in a row.
const SPACED_LETTERS = /(?<![\p{L}\p{M}])(?:[a-z][\s.\-_*·]{1,2}){3,}[a-z](?![\p{L}\p{M}])/gu;
// A word made of letters with a lookalike digit or symbol in it ("0tp", "wh@tsapp", "upi-p1n").
const WORD_WITH_LOOKALIKES = /[a-z0-9@$]*[a-z][a-z0-9@$]*/g;

// Only words that become one of the shield's own words are rewritten: model names such as "i10",
// "s23" or "a4" keep their digits.
const SHIELD_WORDS =
  /^(?:otp|pin|mpin|cvv|upi|qr|whatsapp|whatsap|watsapp|telegram|paytm|phonepe|gpay|scan|request|army|advance|token|courier|paise|paisa|bhejo|batao|code)s?$/;

function undoLookalikes(word: string): string {
  if (!/[0134@$5]/.test(word)) return word;
  const read = word.replace(/[0134@$5]/g, (c) => LOOKALIKE[c] ?? c);
  return SHIELD_WORDS.test(read) ? read : word;
}

/**
 * The text the features read: Devanagari stays as written (the features' Hindi words are in it);
 * the other Indian scripts are romanised (romanise.ts), so their loanwords meet the Latin ones.
 */
export function normaliseMessage(text: string): string {
  let s = text.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  s = s.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  s = romanise(s, true);
  // Chandrabindu reads as anusvara; nukta forms as their plain letters (फ़ौज = फौज, ज़रूर = जरूर).
  s = s.replace(/\u0901/g, '\u0902').replace(/\u093c/g, '');
  s = s.replace(SPACED_LETTERS, (m) => m.replace(/[^a-z]/g, ''));
  s = s.replace(WORD_WITH_LOOKALIKES, undoLookalikes);
  // Letters stretched for emphasis ("pleeeease", "otpppp") count once or twice, as written normally.
  s = s.replace(/([a-z])\1{2,}/g, '$1$1');
  return s.replace(/\s+/g, ' ').trim();
}

/** The text the learnt word features read: the normalised text with Devanagari romanised too. */
export const latinReading = (normalised: string): string => romanise(normalised);

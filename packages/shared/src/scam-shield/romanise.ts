import Sanscript from '@indic-transliteration/sanscript';
import { romaniseUrdu, URDU_CHARACTER, URDU_WORD, urduDigits } from './urdu.ts';

/**
 * Indian scripts read in Latin letters, so that a word meets itself however it was typed: "ओटीपी",
 * "ஓடிபி" and "OTP" all read "otp"; "भेजो" reads "bhejo" as Hinglish spells it. The transliteration
 * is Sanscript's (IAST), its accents then dropped: the shield matches spellings, not pronunciation.
 * Sanscript's Urdu scheme writes Urdu, it does not read it: Urdu's script is read by a letter
 * table of its own (urdu.ts).
 */

/** Each Brahmic script's Unicode block (128 code points from its start) and Sanscript's name for it. */
const BLOCKS: readonly (readonly [start: number, scheme: string])[] = [
  [0x0900, 'devanagari'],
  [0x0980, 'bengali'],
  [0x0a00, 'gurmukhi'],
  [0x0a80, 'gujarati'],
  [0x0b00, 'oriya'],
  [0x0b80, 'tamil'],
  [0x0c00, 'telugu'],
  [0x0c80, 'kannada'],
  [0x0d00, 'malayalam'],
];
const FIRST = 0x0900;

/**
 * English words people write in their own script, as they read once romanised ("otipi"), back to
 * the spelling the shield's features know. Only loanwords the features name: the rest is learnt.
 */
const LOANWORDS: Record<string, string> = {
  otipi: 'otp',
  yupiai: 'upi',
  kyuar: 'qr',
  kyuarkod: 'qr code',
  sivivi: 'cvv',
  skain: 'scan',
  skyan: 'scan',
  sken: 'scan',
  vatsaip: 'whatsapp',
  vatsaep: 'whatsapp',
  vatsep: 'whatsapp',
  vatsap: 'whatsapp',
  vatsapp: 'whatsapp',
  votsaep: 'whatsapp',
  vatasaaip: 'whatsapp',
  hoyatasaayap: 'whatsapp',
  teligram: 'telegram',
  kod: 'code',
  tokan: 'token',
  vhatsaep: 'whatsapp',
  kuriyar: 'courier',
  kuriyayar: 'courier',
  edavans: 'advance',
  edvans: 'advance',
  advans: 'advance',
  pement: 'payment',
  riphand: 'refund',
  rifand: 'refund',
  armi: 'army',
  pemnt: 'payment',
  korer: 'courier',
  koryer: 'courier',
  charj: 'charge',
};

const ACCENTS = /[\u0300-\u036f]/g;
/** Nuktas mark borrowed sounds (ज़, ড়); the shield reads the plain letter, as Hinglish writes it. */
const NUKTA = /[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc]/g;
/** Scripts whose word-final inherent vowel is not said: "भेज" is "bhej", not "bheja". */
const SILENT_FINAL_A = new Set(['devanagari', 'bengali', 'gurmukhi', 'gujarati']);
/** Tamil writes k/g, t/d, p/b with one letter each: read as Tamil typed in Latin letters usually is. */
const TAMIL_STOPS: Record<string, string> = { g: 'k', d: 't', b: 'p', j: 's' };

/**
 * Each script's letters as Sanscript romanises them, read from Sanscript once per script: a
 * consonant without its inherent vowel, a vowel sign without its consonant, any other sign as it
 * is. Sanscript's own `t` costs tens of microseconds a call; a table read costs nothing, and a
 * message must be read in well under a millisecond.
 */
interface Letters {
  consonant: Map<number, string>;
  sign: Map<number, string>;
  other: Map<number, string>;
  virama: number;
}
const lettersOf = new Map<string, Letters>();

function letters(scheme: string, start: number): Letters {
  let table = lettersOf.get(scheme);
  if (table) return table;
  const virama = start + 0x4d;
  const ka = String.fromCharCode(start + 0x15);
  const kaLatin = Sanscript.t(ka + String.fromCharCode(virama), scheme, 'iast');
  table = { consonant: new Map(), sign: new Map(), other: new Map(), virama };
  for (let code = start; code < start + 0x80; code++) {
    const c = String.fromCharCode(code);
    const alone = Sanscript.t(c, scheme, 'iast');
    if (alone === c || code === virama) continue;
    const bare = Sanscript.t(c + String.fromCharCode(virama), scheme, 'iast');
    const withKa = Sanscript.t(ka + c, scheme, 'iast');
    if (alone.endsWith('a') && bare === alone.slice(0, -1) && bare) table.consonant.set(code, bare);
    else if (withKa.startsWith(kaLatin) && withKa !== kaLatin + 'a' + alone && withKa.length > kaLatin.length)
      table.sign.set(code, withKa.slice(kaLatin.length));
    else table.other.set(code, alone);
  }
  lettersOf.set(scheme, table);
  return table;
}

/** One word in one Brahmic script, in IAST: each consonant keeps its inherent "a" unless a sign follows. */
function toIast(word: string, scheme: string, start: number): string {
  const table = letters(scheme, start);
  let out = '';
  let inherent = false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const sign = table.sign.get(code);
    if (code === table.virama || sign !== undefined) {
      out += sign ?? '';
      inherent = false;
      continue;
    }
    if (inherent) out += 'a';
    const consonant = table.consonant.get(code);
    inherent = consonant !== undefined;
    out += consonant ?? table.other.get(code) ?? word[i];
  }
  return inherent ? out + 'a' : out;
}

/**
 * Letters Sanscript leaves as they are: Malayalam's chillus (a consonant with no vowel, ൻ = ന്), and
 * Gurmukhi's addak, which doubles the consonant after it (ਪੱਕਾ = ਪੱਕਾ read "pakka").
 */
const CHILLU: Record<string, string> = {
  '\u0d7a': '\u0d23\u0d4d',
  '\u0d7b': '\u0d28\u0d4d',
  '\u0d7c': '\u0d30\u0d4d',
  '\u0d7d': '\u0d32\u0d4d',
  '\u0d7e': '\u0d33\u0d4d',
  '\u0d7f': '\u0d15\u0d4d',
};
const CHILLUS = /[\u0d7a-\u0d7f]/g;
const ADDAK = /\u0a71([\u0a15-\u0a39])/g;

function spelledOut(word: string, scheme: string): string {
  if (scheme === 'malayalam')
    return word.replace(CHILLUS, (c) => CHILLU[c]!).replace(/\u0d28\u0d4d\u0d31/g, '\u0d28\u0d4d\u0d1f');
  if (scheme === 'gurmukhi') return word.replace(ADDAK, '$1\u0a4d$1');
  return word;
}

function romaniseWord(word: string, scheme: string, start: number): string {
  let iast = toIast(spelledOut(word.replace(NUKTA, ''), scheme), scheme, start);
  // IAST's c is the ch of Hinglish and of every Latin-typed Indian language ("chukun", "chusi"); its ch is chh.
  iast = iast.replace(/ch/g, 'chh').replace(/c(?!hh)/g, 'ch');
  if (SILENT_FINAL_A.has(scheme)) iast = iast.replace(/([^aāiīuūeèoòṛṃ])a$/, '$1');
  // The anusvara is said as the nasal of the letter after it: "लिंक" is "link".
  iast = iast.replace(/ṃ(?=[pbm])|ṃ$/g, 'm').replace(/ṃ/g, 'n');
  let latin = iast.normalize('NFD').replace(ACCENTS, '').toLowerCase();
  if (scheme === 'tamil') latin = latin.replace(/([gdbj])h?/g, (_, c: string) => TAMIL_STOPS[c]!);
  return LOANWORDS[latin] ?? latin;
}

/**
 * A message's words in Brahmic scripts are romanised one by one; each word's reading is kept,
 * because a message checked as it is typed is read again at every keystroke.
 */
const memo = new Map<string, string>();
const MEMO_SIZE = 20_000;

function romanised(word: string): string {
  let latin = memo.get(word);
  if (latin === undefined) {
    const code = word.charCodeAt(0);
    if (code < FIRST) {
      const urdu = romaniseUrdu(word);
      latin = LOANWORDS[urdu] ?? urdu;
    } else {
      const [start, scheme] = BLOCKS[(code - FIRST) >> 7]!;
      latin = romaniseWord(word, scheme, start);
    }
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(word, latin);
  }
  return latin;
}

const ANY_BRAHMIC = /[\u0900-\u0d7f]/;
const OTHER_BRAHMIC = /[\u0980-\u0d7f]/;
/**
 * A word in one Brahmic script: a run of its block's letters and signs, with the joiners inside it.
 * One alternative per script, so that a word never runs on into another script's letters.
 */
const wordsOf = (blocks: readonly (readonly [number, string])[]) =>
  new RegExp(
    blocks
      .map(([start]) => {
        const hex = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;
        return `[${hex(start)}-${hex(start + 0x7f)}](?:[${hex(start)}-${hex(start + 0x7f)}\\u200c\\u200d]*[${hex(start)}-${hex(start + 0x7f)}])?`;
      })
      .join('|'),
    'g',
  );
const BRAHMIC_WORD = wordsOf(BLOCKS);
const OTHER_BRAHMIC_WORD = wordsOf(BLOCKS.slice(1));

/**
 * The text with every word written in a Brahmic script or in Urdu's romanised; with `keepDevanagari`, words in
 * Devanagari stay as written (the features' Hindi words are in Devanagari).
 */
export function romanise(text: string, keepDevanagari = false): string {
  const brahmic = keepDevanagari ? OTHER_BRAHMIC : ANY_BRAHMIC;
  if (URDU_CHARACTER.test(text)) text = urduDigits(text).replace(URDU_WORD, romanised);
  if (!brahmic.test(text)) return text;
  return text.replace(keepDevanagari ? OTHER_BRAHMIC_WORD : BRAHMIC_WORD, romanised);
}

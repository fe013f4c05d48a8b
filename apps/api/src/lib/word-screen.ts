import { HARMLESS_PHRASES, prohibitedWordsMatcher } from '@bazaar/shared';
import { drawnOrder, hasOverride } from './bidi.ts';
import { screenText, visibleText } from './screen-text.ts';

/**
 * Upside-down letters ("ǝuıɐɔoɔ" is "cocaine" turned over): the text read from its end, each
 * letter turned back up. Only letters that have an upside-down form of their own are listed, with
 * the pairs that turn into each other (n/u, d/p, b/q); o, s, x, z and l stay themselves.
 */
const TURNED: Record<string, string> = {
  ɐ: 'a',
  q: 'b',
  ɔ: 'c',
  p: 'd',
  ǝ: 'e',
  ɟ: 'f',
  ƃ: 'g',
  ɥ: 'h',
  ı: 'i',
  ᴉ: 'i',
  ɾ: 'j',
  ʞ: 'k',
  ꞁ: 'l',
  ɯ: 'm',
  u: 'n',
  d: 'p',
  b: 'q',
  ɹ: 'r',
  ʇ: 't',
  n: 'u',
  ʌ: 'v',
  ʍ: 'w',
  ʎ: 'y',
  '∀': 'A',
  Ɔ: 'C',
  Ǝ: 'E',
  Ⅎ: 'F',
  '⅁': 'G',
  ſ: 'J',
  Ꞁ: 'L',
  Ԁ: 'P',
  ꓤ: 'R',
  '⊥': 'T',
  '∩': 'U',
  Λ: 'V',
};
/** Letters that appear in ordinary writing only turned over: text without one is not turned. */
const ONLY_TURNED = /[ɐɔǝɟƃɥıᴉɾʞꞁɯɹʇʌʍʎ∀ƆƎℲ⅁ꞀԀꓤ⊥∩Λ]/u;
const turnedBack = (text: string) =>
  [...text]
    .reverse()
    .map((ch) => TURNED[ch] ?? ch)
    .join('');

/**
 * "@" written for a letter: an a ("g@nj@") or an o ("c@caine"), so text with one is read both
 * ways. Digits stay digits here: they are in honest model names (see digitsAsLetters).
 */
const AT_READS = ['a', 'o'];
const withoutAt = (text: string) =>
  text.includes('@') ? AT_READS.map((l) => text.replaceAll('@', l)) : [text];

/** Digits and signs drawn for letters inside a word ("c0c41n3", "g4nj4", "p!$+ol", "coca!ne"). */
const SIGN_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '!': 'i',
  $: 's',
  '+': 't',
  '|': 'l',
};
/**
 * A word that mixes letters with digits or those signs; "i10" and "2019" are read so too, and
 * match nothing.
 */
const MIXED_WORD = /[\p{L}\d!$+|]*(?:\p{L}[\d!$+|]|[\d!$+|]\p{L})[\p{L}\d!$+|]*/gu;
/**
 * Three or more single characters, letters, digits or those signs, spaced out with one to three
 * separators each ("c 0 c 4 1 n 3", "h-3-r-0-1-n"): a word spelt out, whose digits stand for
 * letters as inside a word. At least two must be letters, so "1 2 3" or "5 4 3 2" stay numbers.
 */
const SPACED_RUN =
  /(?<![\p{L}\p{N}])[\p{L}\d!$+|@](?:[^\p{L}\p{N}!$+|@*]{1,3}[\p{L}\d!$+|@](?![\p{L}\p{N}])){2,}/gu;
const signsAsLetters = (part: string) => part.replace(/[\d!$+|]/g, (d) => SIGN_LETTERS[d] ?? d);
/**
 * The text with the digits and signs inside words, and inside words spelt out letter by letter,
 * read as the letters they stand for, if any.
 */
const digitsAsLetters = (text: string) => {
  const read = text
    .replace(MIXED_WORD, signsAsLetters)
    .replace(SPACED_RUN, (run) => ((run.match(/\p{L}/gu)?.length ?? 0) >= 2 ? signsAsLetters(run) : run));
  return read === text ? [] : [read];
};

/**
 * A letter masked with "*" ("c*caine", "her*in"): each star stands for one letter. Only words with
 * at least three letters shown and more letters than stars, so "***" or "a**" match nothing. A
 * masked word may be split or spaced out too ("c*c a i n e"): neighbouring parts made only of
 * letters and stars are joined, as prohibitedWordsIn joins the parts of a split word.
 */
const MASK_PART = /^[\p{L}*]+$/u;
const LONGEST_MASKED = 40;
const maskedWords = (text: string) => {
  const parts = text.split(/[^\p{L}\p{M}*]+/u);
  const found: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    let joined = '';
    for (let j = i; j < parts.length && MASK_PART.test(parts[j]!); j++) {
      joined += parts[j];
      if (joined.length > LONGEST_MASKED) break;
      if (joined.includes('*')) found.push(joined);
    }
  }
  return found.filter((w) => {
    const stars = w.length - w.replaceAll('*', '').length;
    const letters = w.length - stars;
    return letters >= 3 && letters > stars;
  });
};
/** A masked word's shown parts, each read as screenText reads it; a star between each two. */
const maskParts = (masked: string) => masked.split('*').map((part) => screenText(part));
/** Whether `listed` is the masked word with one letter for each star (no pattern made of the text). */
const spells = (parts: string[], listed: string) => {
  if (parts.reduce((n, part) => n + part.length, parts.length - 1) !== listed.length) return false;
  let at = 0;
  return parts.every((part) => {
    const ok = listed.startsWith(part, at);
    at += part.length + 1;
    return ok;
  });
};

/** Runs of one letter made one ("cocaaine", "herooin", "Ganjaa"); both sides are read so. */
export const singled = (text: string) => text.replace(/(\p{L})\1+/gu, '$1');

/**
 * The ways the text may be read by a person: as stored, in the order a right-to-left override
 * draws it, and turned upside-down back, when it has such letters. Each is then read as
 * screenText does, with symbols for letters as the letters.
 */
function readings(text: string, digitReads: string[]): string[] {
  const ways = [text, ...digitReads];
  if (hasOverride(text)) ways.push(drawnOrder(text));
  if (ONLY_TURNED.test(text)) ways.push(turnedBack(text));
  return ways.flatMap((way) => withoutAt(screenText(way)));
}

/**
 * The screen for prohibited words: gives the listed words (as listed) that the text holds however
 * it is written (look-alike letters, small capitals, upside-down, backwards under a bidi override,
 * letters doubled, @ or a digit for a letter, a letter masked with *). Words and text are read the same way.
 */
export function wordScreen(words: readonly string[], harmlessPhrases: readonly string[] = HARMLESS_PHRASES) {
  // "ivories": the plural read as screenText reads it ("lvorles"), which the list's own plurals
  // cannot spell, since it reads the i's as l's.
  const listed = words.flatMap((word) =>
    [word, ...(word.endsWith('y') ? [`${word.slice(0, -1)}ies`] : [])].map((form) => {
      const read = screenText(form);
      return { word, read, single: singled(read) };
    }),
  );
  const reads = listed.map((w) => w.read);
  const singles = listed.map((w) => w.single);
  // Harmless phrases ("pistol grip") are read the same way, to be found in the same readings.
  const harmless = harmlessPhrases.map((phrase) => screenText(phrase));
  const inRead = prohibitedWordsMatcher(reads, harmless);
  const inSingled = prohibitedWordsMatcher(singles, harmless.map(singled));
  return (text: string): string[] => {
    // Digits are read once invisible characters are gone and full-width ones are plain
    // ("c\u200b0c4ine"); so are masks, digits read as letters too ("h3r*in").
    const seen = visibleText(text);
    const digitReads = digitsAsLetters(seen);
    const found = new Set<string>();
    for (const way of readings(text, digitReads)) {
      for (const w of inRead(way)) found.add(w);
      for (const w of inSingled(singled(way))) found.add(w);
    }
    // A masked word is the listed single word it spells with a letter for each star.
    const masked = [seen, ...digitReads].flatMap(maskedWords).map(maskParts);
    const hits = listed.filter(
      (w) =>
        found.has(w.read) ||
        found.has(w.single) ||
        (!w.read.includes(' ') && masked.some((m) => spells(m, w.read))),
    );
    return [...new Set(hits.map((w) => w.word))];
  };
}

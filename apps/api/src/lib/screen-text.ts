import { createRequire } from 'node:module';

// Unicode's confusables table (UTS #39, as the well-kept `unhomoglyph` package ships it): each
// character that looks like another maps to its prototype ("о" Cyrillic → "o", "ⅰ" → "i"). About
// 100 KB, so it is read here on the server, never in the web bundle: the browser's early warnings
// read the plain text, the server's decision reads what people see.
const CONFUSABLES = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;

/**
 * Small capitals ("ᴄᴏᴄᴀɪɴᴇ", "ɢᴀɴᴊᴀ"): the confusables table maps only a few of them to Latin
 * letters, and they have no compatibility decomposition, so they are read here as the capitals
 * they are drawn as.
 */
const SMALL_CAPITALS: Record<string, string> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'].map((ch, i) => [ch, 'ABCDEFGHIJKLMNOPQRSTUVWYZ'[i]!]),
);

const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');

/**
 * Characters that draw nothing: format characters (zero-width space and joiners, soft hyphen, bidi
 * controls), the rest of Unicode's default-ignorables (variation selectors, fillers, the combining
 * grapheme joiner) and the blank Braille pattern.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/**
 * Accents and other marks on letters outside the Indian scripts ("cócaine", "coc̣aine"), and the
 * Devanagari nukta ("क़ोकीन"): read as the bare letter. The Indian scripts' own vowel signs stay.
 */
const LOOSE_MARKS = /(?<![\u0900-\u0DFF\p{M}])\p{M}+|\u093C/gu;

/**
 * Symbols drawn as a Latin capital in a box or a circle, which NFKC leaves as they are: regional
 * indicators ("🇨🇴🇨🇦🇮🇳🇪", drawn as flags where a pair names a country, as boxed letters where
 * none does) and the negative circled and squared letters ("🅲🅾🅲🅰🅸🅽🅴"). Each block runs A to Z.
 */
const LETTER_SYMBOLS: [first: number, last: number][] = [
  [0x1f1e6, 0x1f1ff],
  [0x1f150, 0x1f169],
  [0x1f170, 0x1f189],
];
const LETTER_SYMBOL = /[\u{1F1E6}-\u{1F1FF}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu;
const letterOfSymbol = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  const [first] = LETTER_SYMBOLS.find(([a, z]) => cp >= a && cp <= z)!;
  return String.fromCharCode(0x41 + cp - first);
};

/**
 * Decomposed, with invisible characters and loose marks removed, then composed for compatibility;
 * letters drawn as symbols read as the letters.
 */
export const visibleText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(INVISIBLE, '')
    .replace(LOOSE_MARKS, '')
    .normalize('NFKC')
    .replace(LETTER_SYMBOL, letterOfSymbol);
/**
 * Indian scripts, Devanagari to Sinhala, stay as written: the table maps their signs to Latin
 * marks and punctuation (the visarga to a colon, the anusvara to a dot above), which would split
 * Hindi words and make false matches.
 */
const INDIC = /[\u0900-\u0DFF]/u;
const DIGIT = /\p{Nd}/u;

export interface ScreenOptions {
  /** Keep digits as digits (the scam shield reads phone numbers and amounts); letters still fold. */
  keepDigits?: boolean;
}

const ASCII_LETTERS = /^[A-Za-z]+$/;

/**
 * The Latin letters a prototype of the table stands for, if that is what it is: some are a letter
 * with a mark drawn through it (Cherokee "Ꮎ" and Greek "θ" are "O̵"), read as the bare letter as
 * accents are (LOOSE_MARKS).
 */
const latinOf = (proto: string | undefined): string | undefined => {
  if (proto === undefined) return undefined;
  const bare = proto.normalize('NFD').replace(/\p{M}/gu, '');
  return ASCII_LETTERS.test(bare) ? bare : undefined;
};

/**
 * Letters of other scripts drawn like a Latin letter that the confusables table maps elsewhere or
 * not at all: the Cyrillic "п" reads as an "n" ("сосаіпе"), not as the Greek "π".
 */
const LOOK_ALIKES: Record<string, string> = {
  п: 'n',
  η: 'n',
  ω: 'w',
  м: 'm',
  т: 't',
  к: 'k',
  в: 'b',
  ь: 'b',
  г: 'r',
  ғ: 'f',
  // The lunate sigma "ϲ", as NFKC gives it.
  ς: 'c',
  // Coptic letters the table reads as no Latin letter ("ⲁ") or as another sign ("ⲉ" as "ꞓ").
  ⲁ: 'a',
  Ⲁ: 'a',
  ⲉ: 'e',
  Ⲉ: 'e',
  ⲱ: 'w',
  // Cherokee letters drawn like "I" and "N" that the table leaves as they are (capital and small).
  '\u13C6': 'i',
  '\uAB96': 'i',
  '\u13C1': 'n',
  '\uAB91': 'n',
};

/**
 * Latin letters as screenText reads Latin text: each by its capital's prototype ("i" as "l"), so
 * a letter of another script read as a small Latin one (Cherokee "Ꭵ" as "i") reads as the same.
 */
const asLatinRead = (latin: string) =>
  [...latin].map((c) => CONFUSABLES[c.toUpperCase()] ?? c.toUpperCase()).join('');

/**
 * For a reader that learnt from ordinary text (the scam shield): NFKC and format characters
 * removed as for screenText, and only letters from other scripts that look like Latin ones made
 * Latin ("ОТР" in Cyrillic → "OTP"); Latin letters, digits and Indian scripts stay as written, so
 * "I will pay" is still read as such.
 */
export function seenLatin(text: string): string {
  let out = '';
  for (const ch of visibleText(text)) {
    if (ch.charCodeAt(0) < 0x80 || INDIC.test(ch)) {
      out += ch;
      continue;
    }
    const upper = ch.toUpperCase();
    const proto = latinOf(CONFUSABLES[upper]) ?? latinOf(CONFUSABLES[ch]);
    out += proto ? (upper !== ch ? proto.toLowerCase() : proto) : ch;
  }
  return out;
}

/**
 * The text as a person sees it, for screens that match words: NFKC (full-width and styled letters
 * become plain ones), format characters removed, each character outside the Indian scripts
 * replaced by its confusables prototype, lower case. Not for display: "I" becomes "l".
 */
export function screenText(text: string, opts: ScreenOptions = {}): string {
  // Upper case first: the table maps capitals to Latin ones ("Т" → "T"), some small letters only
  // to look-alikes ("т" → "ᴛ"); both sides of a comparison go through the same steps. A small
  // letter whose capital the table does not know ("һ", whose "Һ" is no Latin "H") is read by its
  // own entry when that is a Latin letter, or as the Latin small letter it is drawn as.
  // Small capitals first: some have a capital of their own ("ɪ" → "Ɪ"), which is no Latin "I".
  const plain = visibleText(text).replace(SMALL_CAPITAL, (ch) => SMALL_CAPITALS[ch]!);
  let out = '';
  for (const ch of plain) {
    if (INDIC.test(ch) || (opts.keepDigits && DIGIT.test(ch))) {
      out += ch.toUpperCase();
      continue;
    }
    // Latin letters are read by their capitals only ("m" has an entry of its own, "rn").
    if (ch.charCodeAt(0) < 0x80) {
      out += asLatinRead(ch);
      continue;
    }
    // A Latin reading wins, the capital's first: the Coptic "ⲅ" is drawn as an "r", though its
    // capital "Ⲅ" reads as the Greek "Γ".
    const upper = ch.toUpperCase();
    const latin = LOOK_ALIKES[ch] ?? latinOf(CONFUSABLES[upper]) ?? latinOf(CONFUSABLES[ch]);
    out += latin !== undefined ? asLatinRead(latin) : (CONFUSABLES[upper] ?? upper);
  }
  return out.toLowerCase();
}

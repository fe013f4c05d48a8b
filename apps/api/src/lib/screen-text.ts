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

/** Decomposed, with invisible characters and loose marks removed, then composed for compatibility. */
const visible = (text: string) =>
  text.normalize('NFD').replace(INVISIBLE, '').replace(LOOSE_MARKS, '').normalize('NFKC');
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
 * Small letters of other scripts drawn like a Latin small letter that the confusables table maps
 * elsewhere or not at all: the Cyrillic "п" reads as an "n" ("сосаіпе"), not as the Greek "π".
 */
const SMALL_LOOK_ALIKES: Record<string, string> = {
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
};

/**
 * For a reader that learnt from ordinary text (the scam shield): NFKC and format characters
 * removed as for screenText, and only letters from other scripts that look like Latin ones made
 * Latin ("ОТР" in Cyrillic → "OTP"); Latin letters, digits and Indian scripts stay as written, so
 * "I will pay" is still read as such.
 */
export function seenLatin(text: string): string {
  let out = '';
  for (const ch of visible(text)) {
    if (ch.charCodeAt(0) < 0x80 || INDIC.test(ch)) {
      out += ch;
      continue;
    }
    const upper = ch.toUpperCase();
    const proto = CONFUSABLES[upper] ?? CONFUSABLES[ch];
    out += proto && ASCII_LETTERS.test(proto) ? (upper !== ch ? proto.toLowerCase() : proto) : ch;
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
  const plain = visible(text).replace(SMALL_CAPITAL, (ch) => SMALL_CAPITALS[ch]!);
  let out = '';
  for (const ch of plain) {
    if (INDIC.test(ch) || (opts.keepDigits && DIGIT.test(ch))) {
      out += ch.toUpperCase();
      continue;
    }
    const upper = ch.toUpperCase();
    // Latin letters are read by their capitals only ("m" has an entry of its own, "rn").
    const own = ch.charCodeAt(0) < 0x80 ? undefined : CONFUSABLES[ch];
    out +=
      SMALL_LOOK_ALIKES[ch] ??
      CONFUSABLES[upper] ??
      (own && ASCII_LETTERS.test(own) ? own : undefined) ??
      upper;
  }
  return out.toLowerCase();
}

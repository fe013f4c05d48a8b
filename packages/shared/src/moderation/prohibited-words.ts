/**
 * Words and phrases that hold an ad at posting time (English and Hindi, in Latin and Devanagari
 * script): drugs, weapons, protected wildlife, counterfeit goods and currency. A deployment can
 * replace the list with its own file (PROHIBITED_WORDS_FILE). Held ads wait for an operator; a
 * false alarm costs a seller a short wait, a miss costs buyers much more.
 */
export const DEFAULT_PROHIBITED_WORDS: readonly string[] = [
  // Drugs
  'cocaine',
  // Common misspellings, as sellers write them to slip past a list.
  'cocain',
  'kokain',
  'kokeen',
  'heroin',
  'mdma',
  'methamphetamine',
  'ganja',
  'charas',
  'marijuana',
  'cannabis buds',
  'opium',
  'afeem',
  'smack',
  'hashish',
  'hash oil',
  // "weed" alone is in honest garden ads (weed trimmer, weed killer): only phrases that sell it.
  'weed for sale',
  'weed available',
  'pure weed',
  'weed delivery',
  'गांजा',
  'गाँजा',
  'गान्जा',
  'चरस',
  'अफीम',
  'हेरोइन',
  'हेरोईन',
  'स्मैक',
  'कोकीन',
  'कोकेन',
  // Weapons
  'pistol',
  'revolver',
  'desi katta',
  'country made gun',
  // "gun" alone is in honest ads (glue gun, massage gun, toy gun, gun metal grey): only phrases.
  'desi gun',
  'real gun',
  'guns for sale',
  'gun for sale',
  'gun with license',
  'licensed gun',
  'selling guns',
  'guns cheap',
  'guns available',
  'gun available',
  'buy guns',
  'firearm',
  // Plural only: "a glue gun" is honest; guns sold by the piece are not.
  'guns',
  'gun with bullets',
  '12 bore',
  'बंदूक',
  'बन्दूक',
  'bandook',
  'banduk',
  'rifle',
  'ak47',
  'tamancha',
  'ammunition',
  'live cartridges',
  'hand grenade',
  'double barrel gun',
  'पिस्तौल',
  'पिस्टल',
  'पिस्तोल',
  'पिसतौल',
  'तमंचा',
  // Also a sack ("गेहूं का कट्टा"): set aside below when it is one.
  'कट्टा',
  'रिवॉल्वर',
  'कारतूस',
  // Protected wildlife. "Ivory" alone is a colour (an ivory saree, an ivory Honda City): only
  // phrases that sell the tusk.
  'elephant tusk',
  'ivory tusk',
  'elephant ivory',
  'real ivory',
  'pure ivory',
  'original ivory',
  'ivory carving',
  'ivory statue',
  'ivory idol',
  'ivory figurine',
  'ivory bangle',
  'ivory for sale',
  'sher ki khaal',
  'sher ki khal',
  'शेर की खाल',
  'tiger skin',
  'leopard skin',
  'rhino horn',
  'pangolin',
  'star tortoise',
  'hathi dant',
  'हाथी दांत',
  'बाघ की खाल',
  'तेंदुए की खाल',
  'गैंडे का सींग',
  // Counterfeits
  'counterfeit',
  'fake currency',
  'fake notes',
  'first copy',
  'replica watch',
  'duplicate branded',
  'nakli note',
  'नकली नोट',
  'नकली सामान',
];

/**
 * Honest things whose names hold a listed word ("pistol grip drill", "fire arm sleeve" read as
 * "firearm", "glue gun for sale"): each is read as one whole phrase (also in the plural), and a
 * listed word found only inside one holds nothing. The same word elsewhere in the text still does
 * ("pistol grip drill, also a pistol for sale"), as does the word joined up ("firearm sleeve").
 */
export const HARMLESS_PHRASES: readonly string[] = [
  // Tools and toys shaped like, or named after, a gun.
  'pistol grip',
  'water pistol',
  'nerf pistol',
  'glue gun',
  'spray gun',
  'paint gun',
  'massage gun',
  'nerf gun',
  'water gun',
  'toy gun',
  'toy pistol',
  'cap gun',
  'pistol pichkari',
  'pichkari pistol',
  'खिलौना बंदूक',
  'पानी की बंदूक',
  'पिस्तौल ग्रिप',
  'grease gun',
  'caulking gun',
  'staple gun',
  'nail gun',
  'heat gun',
  'soldering gun',
  'foam gun',
  'gun metal',
  // Sportswear: "fire arm sleeve" is not a firearm.
  'arm sleeve',
  'arm guard',
  'arm band',
  // Colours, perfumes, animals, kitchens and stores.
  'rifle green',
  'हाथी दांत रंग',
  'black opium',
  'opium perfume',
  'opium poppy seeds',
  'pistol shrimp',
  'ammunition box',
  // A sack of grain or cement ("गेहूं का कट्टा", "सीमेंट के कट्टे").
  'का कट्टा',
  'के कट्टे',
  // Note-counting machines.
  'counterfeit detection',
  'counterfeit detector',
];

/** Stands for a harmless phrase in the text: no listed word can be read in or across it. */
const SET_ASIDE = '_';

/** How a listed word is written in the plural: "pistols", "ivories", "matches". */
function pluralsOf(needle: string): string[] {
  return [needle, needle.replace(/ $/, 's '), needle.replace(/ $/, 'es '), needle.replace(/y $/, 'ies ')];
}

/**
 * Lower case, every run of characters that are not letters, marks or digits made one space, and a
 * Devanagari virama ending a word dropped ("चरस्" is read, and written, as "चरस").
 */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(/\u094D(?= |$)/gu, '')
    .trim()} `;
}

/** Runs of three or more single letters ("c o c a i n e", "c.o.c.a.i.n.e") closed up into one word. */
function closeSpacedLetters(spaced: string): string {
  return spaced.replace(/(?<= )\p{L}\p{M}*(?: \p{L}\p{M}*(?= )){2,}/gu, (run) => run.replace(/ /g, ''));
}

/**
 * The words, read in order, spell `joined` when two or more neighbours are written together. Each
 * join stops as soon as it is no start of `joined`: most words of an ad start no listed word.
 */
function splitAcross(words: readonly string[], joined: string): boolean {
  for (let i = 0; i < words.length; i++) {
    let spelt = words[i]!;
    for (let j = i + 1; j < words.length && joined.startsWith(spelt) && spelt.length < joined.length; j++) {
      spelt += words[j];
      if (spelt === joined) return true;
    }
  }
  return false;
}

/**
 * Sets each harmless phrase (as a whole phrase, also in the plural) aside in a text as normalise
 * gives it: one pattern of them all, made once for a list.
 */
function harmlessSetAside(harmless: readonly string[]): (haystack: string) => string {
  const forms = new Set(
    harmless
      .map(normalise)
      .filter((phrase) => phrase.trim() !== '')
      .flatMap((phrase) => pluralsOf(phrase).map((form) => form.trim())),
  );
  if (forms.size === 0) return (haystack) => haystack;
  const escaped = [...forms].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Longest first, so a phrase in the plural is set aside whole; the spaces around stay.
  escaped.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<= )(?:${escaped.join('|')})(?= )`, 'gu');
  return (haystack) => haystack.replace(pattern, SET_ASIDE);
}

/** The listed words, each with the forms it may be written in, worked out once for a list. */
function needlesOf(words: readonly string[]) {
  return words.flatMap((word) => {
    const needle = normalise(word);
    if (needle.trim() === '') return [];
    const joined = ` ${needle.replace(/ /g, '')} `;
    const forms = needle === joined ? pluralsOf(needle) : [...pluralsOf(needle), ...pluralsOf(joined)];
    return [{ word, forms: [...new Set(forms)], joined: joined.trim() }];
  });
}

/**
 * The screen for a list of words and of harmless phrases, made once: the listed words or phrases
 * that appear in a text as whole words (so "pistol" holds an ad, "pistolero" does not), also in
 * the plural, spaced out letter by letter, split in two by a space or a dot ("coc aine"), or a
 * phrase written as one word ("fakecurrency"); not those only inside a harmless phrase ("pistol
 * grip drill"). Works for Devanagari too, where \b does not.
 */
export function prohibitedWordsMatcher(
  words: readonly string[] = DEFAULT_PROHIBITED_WORDS,
  harmless: readonly string[] = HARMLESS_PHRASES,
): (text: string) => string[] {
  const needles = needlesOf(words);
  const setAside = harmlessSetAside(harmless);
  return (text) => {
    const haystack = setAside(closeSpacedLetters(normalise(text)));
    const written = haystack.trim().split(' ');
    return needles
      .filter((n) => n.forms.some((form) => haystack.includes(form)) || splitAcross(written, n.joined))
      .map((n) => n.word);
  };
}

/** prohibitedWordsMatcher's answer for one text; the screen for a list is made once and kept. */
const matchers = new WeakMap<readonly string[], WeakMap<readonly string[], (text: string) => string[]>>();
export function prohibitedWordsIn(
  text: string,
  words: readonly string[] = DEFAULT_PROHIBITED_WORDS,
  harmless: readonly string[] = HARMLESS_PHRASES,
): string[] {
  let byHarmless = matchers.get(words);
  if (!byHarmless) matchers.set(words, (byHarmless = new WeakMap()));
  let matcher = byHarmless.get(harmless);
  if (!matcher) byHarmless.set(harmless, (matcher = prohibitedWordsMatcher(words, harmless)));
  return matcher(text);
}

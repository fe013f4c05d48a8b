/**
 * Words and phrases that hold an ad at posting time (English and Hindi, in Latin and Devanagari
 * script): drugs, weapons, protected wildlife, counterfeit goods and currency. A deployment can
 * replace the list with its own file (PROHIBITED_WORDS_FILE). Held ads wait for an operator; a
 * false alarm costs a seller a short wait, a miss costs buyers much more.
 */
export const DEFAULT_PROHIBITED_WORDS: readonly string[] = [
  // Drugs
  'cocaine',
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
  'गांजा',
  'गाँजा',
  'चरस',
  'अफीम',
  'हेरोइन',
  'स्मैक',
  'कोकीन',
  // Weapons
  'pistol',
  'revolver',
  'desi katta',
  'country made gun',
  'tamancha',
  'ammunition',
  'live cartridges',
  'hand grenade',
  'पिस्तौल',
  'तमंचा',
  'कट्टा',
  'रिवॉल्वर',
  'कारतूस',
  // Protected wildlife
  'ivory',
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
  'नकली नोट',
  'नकली सामान',
];

/** Lower case, every run of characters that are not letters, marks or digits made one space. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * The listed words or phrases that appear in the text as whole words (so "pistol" holds an ad,
 * "pistolero" does not). Works for Devanagari too, where \b does not.
 */
export function prohibitedWordsIn(
  text: string,
  words: readonly string[] = DEFAULT_PROHIBITED_WORDS,
): string[] {
  const haystack = normalise(text);
  return words.filter((w) => {
    const needle = normalise(w);
    return needle.trim() !== '' && haystack.includes(needle);
  });
}

import { CITIES, STATES, type City } from '@bazaar/shared';
// Before PHRASES below reads the Hindi names.
import '../catalog/index.ts';

/** A place named in a search ("swift mumbai", "flat in pune"), taken out of the text as a filter. */
export interface PlaceInSearch {
  /** The text without the place's words. */
  rest: string;
  city?: City;
  /** A state's slug, when the text names a state and no city. */
  state?: string;
}

interface Phrase {
  words: string[];
  city?: City;
  state?: string;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[\s,.;:!?()/&+|"'-]+/u)
    .filter(Boolean);

// Cities before states ("Delhi" is both: the city is the narrower answer), longer names first
// ("Navi Mumbai" before "Mumbai"); English, Hindi and slug spellings.
const PHRASES = [
  ...CITIES.flatMap((city) =>
    [city.name, city.hi, city.slug.replace(/-/g, ' ')].map((name): Phrase => ({
      words: wordsOf(name),
      city,
    })),
  ),
  ...STATES.flatMap((state) =>
    [state.label.en, state.label.hi].map((name): Phrase => ({
      words: wordsOf(name),
      state: state.slug,
    })),
  ),
]
  .filter((phrase) => phrase.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length || Number(!!b.city) - Number(!!a.city));

/** Words that only join a place to the rest: "in", "at", "near", "में" ("car in pune"). */
const JOINERS = new Set(['in', 'at', 'near', 'from', 'में', 'से']);

/**
 * The first city (else state) the text names as whole words, and the text without it; null when
 * it names none. A place is a filter people expect, not a word ads must contain: few ads write
 * their city into the title, all of them have it as their location.
 */
export function placeInSearch(text: string): PlaceInSearch | null {
  const words = wordsOf(text);
  for (const phrase of PHRASES) {
    const n = phrase.words.length;
    for (let i = 0; i + n <= words.length; i++) {
      if (!phrase.words.every((w, j) => words[i + j] === w)) continue;
      const before = words.slice(0, i);
      if (before.length > 0 && JOINERS.has(before.at(-1)!)) before.pop();
      const rest = [...before, ...words.slice(i + n)].join(' ');
      return phrase.city ? { rest, city: phrase.city } : { rest, state: phrase.state };
    }
  }
  return null;
}

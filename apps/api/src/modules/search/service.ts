import { LIMITS, type Suggestion } from '@bazaar/shared';
import type { SearchRepository } from './repository.ts';
import {
  apart,
  correctable,
  FILLER,
  normalizeTyped,
  tsqueryText,
  typoAllowance,
  typoDistance,
} from './text.ts';

/** What a search matches: tsquery texts for any field and for titles only. */
export interface SearchMatch {
  /** Every word (or its correction) anywhere: title, brand/model or description. */
  all: string;
  /** Every word in the title (weight A). */
  title: string;
  /**
   * At most this share of active ads has every word in its title, brand or model (from the
   * vocabulary's counts; 0 when no word is in the vocabulary). Lets the repository choose a plan.
   */
  nameShare: number;
}

const MAX_WORDS = 8;
const CANDIDATES = 50;
/**
 * Every word must match, so correcting helps only when each unknown word has a fix; a text with
 * more unknown words than this is not a typo (and correcting each costs a nearest-word lookup).
 */
const MAX_CORRECTIONS = 3;
const unknownCount = (words: readonly { ads: number }[]) => words.filter((w) => w.ads === 0).length;

export function searchService(repo: SearchRepository) {
  /** The vocabulary word a typo most likely meant, or null when nothing is close enough. */
  async function correct(word: string): Promise<string | null> {
    const near = await repo.nearestWords(word, CANDIDATES);
    const allowed = typoAllowance(word);
    const best = near
      .filter((c) => c.word !== word)
      .map((c) => ({ ...c, distance: typoDistance(word, c.word), sameStart: c.word[0] === word[0] }))
      .filter((c) => c.distance <= allowed)
      .sort(
        (a, b) => a.distance - b.distance || Number(b.sameStart) - Number(a.sameStart) || b.ads - a.ads,
      )[0];
    return best?.word ?? null;
  }

  return {
    /**
     * Turns what someone typed into the match: each word must be found; a word no active ad uses
     * is also tried as its nearest vocabulary word ("swfit" → swift, "hundai" → hyundai).
     * Null when the text has no searchable word at all.
     */
    async match(q: string): Promise<SearchMatch | null> {
      const [words, total] = await Promise.all([
        repo.lexemes(q).then((w) => w.slice(0, MAX_WORDS)),
        repo.activeAds(),
      ]);
      if (words.length === 0) return null;
      const correcting = unknownCount(words) <= MAX_CORRECTIONS;
      const groups = await Promise.all(
        words.map(async ({ word, ads }) => {
          if (ads > 0) return [word];
          const split = apart(word);
          if (split) return [word, split];
          if (!correcting || !correctable(word)) return [word];
          const fix = await correct(word);
          return fix ? [word, fix] : [word];
        }),
      );
      const counted = words.filter((w) => w.ads > 0).map((w) => w.ads);
      const nameShare = counted.length && total > 0 ? Math.min(...counted) / total : 0;
      return { all: tsqueryText(groups), title: tsqueryText(groups, 'A'), nameShare };
    },

    /**
     * Other queries to offer when a search found nothing: brand and model names spelled like it, and
     * the text with its misspelt words corrected (only when every word is then a known one).
     */
    async didYouMean(q: string): Promise<string[]> {
      const text = normalizeTyped(q);
      const out = new Set<string>();
      for (const p of await repo.similarPhrases(text, 3)) out.add(p.label);
      const words = await repo.lexemes(text);
      if (unknownCount(words) <= MAX_CORRECTIONS) {
        const known = new Map(words.map((w) => [w.word, w.ads]));
        const fixed = await Promise.all(
          text
            .split(' ')
            .map(async (w) => ((known.get(w) ?? 0) > 0 || !correctable(w) ? w : await correct(w))),
        );
        if (fixed.every((w) => w !== null)) out.add(fixed.join(' '));
      }
      return [...out].filter((s) => s.toLowerCase() !== text).slice(0, 3);
    },

    /** Up to 8 completions while typing: brand and model names first, then words of ad titles. */
    async suggest(q: string): Promise<Suggestion[]> {
      const text = normalizeTyped(q);
      if (text.length < 2) return [];
      const max = LIMITS.suggestionsMax;
      const parts = text.split(' ');
      const last = parts.pop()!;
      const [phrases, words] = await Promise.all([
        repo.phrasesStartingWith(text, max),
        last.length >= 2 ? repo.wordsStartingWith(last, max * 2) : Promise.resolve([]),
      ]);
      const items: Suggestion[] = phrases.map((p) => ({
        label: p.label,
        category: p.category,
        query: p.label,
      }));
      const seen = new Set(items.map((i) => i.query.toLowerCase()));
      for (const { word } of words) {
        if (items.length >= max) break;
        if (FILLER.has(word) && word !== last) continue;
        const query = [...parts, word].join(' ');
        if (seen.has(query)) continue;
        seen.add(query);
        items.push({ label: query, query });
      }
      if (items.length === 0 && correctable(last)) {
        const fix = await correct(last);
        if (fix) {
          const query = [...parts, fix].join(' ');
          items.push({ label: query, query });
        }
      }
      return items.slice(0, max);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;

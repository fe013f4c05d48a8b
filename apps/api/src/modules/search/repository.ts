import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { escapeLike } from './text.ts';

export interface WordCount {
  word: string;
  ads: number;
}

export interface PhraseRow {
  label: string;
  category: string;
  ads: number;
}

/** The only SQL of search's own tables (the vocabulary and the brand/model names). */
export function searchRepository(db: Db) {
  return {
    /** The query's words as PostgreSQL splits them (the same parser as the ads), with their ad counts. */
    async lexemes(q: string): Promise<WordCount[]> {
      return rowsOf<WordCount>(
        db,
        sql`select w.word, coalesce(s.ads, 0)::int as ads
            from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${q}))) as w(word)
            left join search_words s on s.word = w.word`,
      );
    },

    /** About how many ads are active (the planner's own estimate: no count over a million rows). */
    async activeAds(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'listings'::regclass`,
      );
      return Number(row?.n ?? 0);
    },

    /** Vocabulary words nearest in trigram distance (GiST KNN): candidates for a typo's correction. */
    async nearestWords(word: string, limit: number): Promise<WordCount[]> {
      return rowsOf<WordCount>(
        db,
        sql`select word, ads from search_words where ads > 0 order by word <-> ${word} limit ${limit}`,
      );
    },

    /** Words of active ads starting with `prefix`, most used first. */
    async wordsStartingWith(prefix: string, limit: number): Promise<WordCount[]> {
      return rowsOf<WordCount>(
        db,
        sql`select word, ads from search_words
            where ads > 0 and word like ${escapeLike(prefix) + '%'}
            order by ads desc, word limit ${limit}`,
      );
    },

    /** Brands and models whose name, or a word of it, starts with `text`; whole-name prefixes first. */
    async phrasesStartingWith(text: string, limit: number): Promise<PhraseRow[]> {
      const p = escapeLike(text);
      return rowsOf<PhraseRow>(
        db,
        sql`select label, category, ads from search_phrases
            where ads > 0 and (term like ${p + '%'} or term like ${'% ' + p + '%'})
            order by term like ${p + '%'} desc, ads desc, label limit ${limit}`,
      );
    },

    /** Brand and model names spelled like the whole query: "Did you mean …". */
    async similarPhrases(text: string, limit: number): Promise<PhraseRow[]> {
      return rowsOf<PhraseRow>(
        db,
        sql`select label, category, ads from search_phrases
            where ads > 0 and term % ${text}
            order by similarity(term, ${text}) desc, ads desc limit ${limit}`,
      );
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

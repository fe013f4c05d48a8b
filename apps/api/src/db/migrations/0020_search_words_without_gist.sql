-- Typo correction reads the small vocabulary whole, ordered by similarity(), without the GiST
-- trigram index: on PGlite, pg_trgm's trigram distance and GiST support break once cube and
-- earthdistance (distance search) are loaded too, and a query there can spin and never return.
DROP INDEX IF EXISTS "search_words_word_trgm_idx";

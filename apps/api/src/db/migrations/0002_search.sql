-- Typo tolerance and suggestions use trigram indexes (pg_trgm ships with PostgreSQL; PGlite loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"category" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"term" text NOT NULL,
	"label" text NOT NULL,
	"ads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_phrases_term_kind_category_pk" PRIMARY KEY("term","kind","category")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(brand, '') || ' ' || coalesce(model, '')), 'B')) STORED NOT NULL,
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(brand, '') || ' ' || coalesce(model, '')), 'B') || setweight(to_tsvector('simple'::regconfig, description), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestions_created_idx" ON "suggestions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_phrases_term_trgm_idx" ON "search_phrases" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_name_vector_idx" ON "listings" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");
--> statement-breakpoint
-- Words search knows from an ad (typo correction, completion): title, brand and model lexemes of
-- three letters or more that do not start with a digit (years, sizes and prices are not words).
CREATE FUNCTION listing_words(title text, brand text, model text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce($1, '') || ' ' || coalesce($2, '') || ' ' || coalesce($3, '')))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]'
$$;--> statement-breakpoint
-- The brand and the "brand model" name of an ad (a model that already names its brand, like
-- "OnePlus 9 Pro", is not prefixed twice).
CREATE FUNCTION listing_phrases(brand text, model text) RETURNS TABLE (kind text, term text, label text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'brand', lower($1), $1 WHERE coalesce($1, '') <> ''
  UNION ALL
  SELECT 'model', lower(l), l FROM (
    SELECT CASE WHEN coalesce($1, '') = '' OR starts_with(lower($2), lower($1)) THEN $2 ELSE $1 || ' ' || $2 END
  ) AS m(l) WHERE coalesce($2, '') <> ''
$$;--> statement-breakpoint
-- Keeps search_words and search_phrases counting active ads as ads are posted, edited, sold or removed.
CREATE FUNCTION listings_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.category = NEW.category AND OLD.title = NEW.title
     AND OLD.brand IS NOT DISTINCT FROM NEW.brand AND OLD.model IS NOT DISTINCT FROM NEW.model THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
    UPDATE search_words s SET ads = s.ads - 1
      WHERE s.word IN (SELECT listing_words(OLD.title, OLD.brand, OLD.model));
    UPDATE search_phrases s SET ads = s.ads - 1
      FROM listing_phrases(OLD.brand, OLD.model) p
      WHERE s.term = p.term AND s.kind = p.kind AND s.category = OLD.category;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    -- Sorted, so concurrent posts lock shared words in the same order (no deadlocks).
    INSERT INTO search_words AS s (word, ads)
      SELECT w, 1 FROM listing_words(NEW.title, NEW.brand, NEW.model) AS w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET ads = s.ads + 1;
    INSERT INTO search_phrases AS s (kind, category, term, label, ads)
      SELECT p.kind, NEW.category, p.term, p.label, 1 FROM listing_phrases(NEW.brand, NEW.model) AS p
      ORDER BY p.term, p.kind
      ON CONFLICT (term, kind, category) DO UPDATE SET ads = s.ads + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_search_terms
  AFTER INSERT OR DELETE OR UPDATE OF status, category, title, brand, model ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_search_terms();--> statement-breakpoint
INSERT INTO search_words (word, ads)
  SELECT w, count(*) FROM listings l, listing_words(l.title, l.brand, l.model) AS w
  WHERE l.status = 'active' GROUP BY w;--> statement-breakpoint
INSERT INTO search_phrases (kind, category, term, label, ads)
  SELECT p.kind, l.category, p.term, min(p.label), count(*) FROM listings l, listing_phrases(l.brand, l.model) AS p
  WHERE l.status = 'active' GROUP BY p.kind, l.category, p.term;--> statement-breakpoint
-- The planner needs statistics of the new vectors to choose between the GIN and the created_at indexes.
ANALYZE listings;

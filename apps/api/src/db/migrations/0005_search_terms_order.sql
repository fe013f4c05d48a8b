-- The vocabulary trigger of 0002 took its row locks in two passes (the old words' counts down in
-- scan order, then the new words' up in sorted order). Two sellers editing ads that share words at
-- the same moment could each hold a word the other needed next: a deadlock, and one edit failed.
-- Now each table gets one statement with the whole change per word, in key order, so every
-- post, edit, sale and removal locks shared words in the same order.
CREATE OR REPLACE FUNCTION listings_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.category = NEW.category AND OLD.title = NEW.title
     AND OLD.brand IS NOT DISTINCT FROM NEW.brand AND OLD.model IS NOT DISTINCT FROM NEW.model THEN
    RETURN NULL;
  END IF;
  -- OLD is null on INSERT and NEW on DELETE: their words then count for nothing.
  INSERT INTO search_words AS s (word, ads)
    SELECT d.word, sum(d.delta)::int FROM (
      SELECT w AS word, -1 AS delta FROM listing_words(OLD.title, OLD.brand, OLD.model) AS w
        WHERE OLD.status = 'active'
      UNION ALL
      SELECT w, 1 FROM listing_words(NEW.title, NEW.brand, NEW.model) AS w
        WHERE NEW.status = 'active'
    ) AS d
    GROUP BY d.word HAVING sum(d.delta) <> 0
    ORDER BY d.word
    ON CONFLICT (word) DO UPDATE SET ads = s.ads + excluded.ads;
  INSERT INTO search_phrases AS s (kind, category, term, label, ads)
    SELECT d.kind, d.category, d.term, min(d.label), sum(d.delta)::int FROM (
      SELECT p.kind, OLD.category AS category, p.term, p.label, -1 AS delta
        FROM listing_phrases(OLD.brand, OLD.model) AS p WHERE OLD.status = 'active'
      UNION ALL
      SELECT p.kind, NEW.category, p.term, p.label, 1
        FROM listing_phrases(NEW.brand, NEW.model) AS p WHERE NEW.status = 'active'
    ) AS d
    GROUP BY d.term, d.kind, d.category HAVING sum(d.delta) <> 0
    ORDER BY d.term, d.kind, d.category
    ON CONFLICT (term, kind, category) DO UPDATE SET ads = s.ads + excluded.ads;
  RETURN NULL;
END
$$;

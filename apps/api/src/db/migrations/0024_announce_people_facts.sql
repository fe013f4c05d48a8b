-- What people see of a person is announced as 'people' (every public answer may show it: the ad
-- page's seller box, the profile); what only their own sessions carry is announced as 'accounts',
-- so a new password or e-mail no longer empties every process's lists, searches and ad pages.
-- Seen: the name, member since, the suspension, and the badges (an e-mail confirmed: a password or
-- Google; Google itself). Unseen: the e-mail, the number typed at sign-up, the password, the role.
CREATE OR REPLACE FUNCTION users_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('people', array(SELECT id FROM old_rows));
  ELSE
    PERFORM bazaar_announce('people', array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.created_at, n.suspended_at, n.password_hash IS NULL, n.google_subject IS NULL)
        IS DISTINCT FROM (o.name, o.created_at, o.suspended_at, o.password_hash IS NULL, o.google_subject IS NULL)));
    PERFORM bazaar_announce('accounts', array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.email, n.phone, n.password_hash, n.google_subject, n.role)
        IS DISTINCT FROM (o.email, o.phone, o.password_hash, o.google_subject, o.role)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- An ad's photos: announced when a photo is added, removed, moved or made anew, not on every
-- update that leaves what the card and the page draw as it was.
CREATE OR REPLACE FUNCTION listing_photos_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('listings', array(SELECT DISTINCT listing_id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bazaar_announce('listings', array(SELECT DISTINCT listing_id FROM new_rows));
  ELSE
    PERFORM bazaar_announce('listings', array(
      SELECT n.listing_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.listing_id, n.position, n.key, n.card_width, n.card_height, n.full_width, n.full_height)
        IS DISTINCT FROM (o.listing_id, o.position, o.key, o.card_width, o.card_height, o.full_width, o.full_height)
      UNION
      SELECT o.listing_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.listing_id IS DISTINCT FROM o.listing_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER listing_photos_announce_update ON listing_photos;--> statement-breakpoint
CREATE TRIGGER listing_photos_announce_update AFTER UPDATE ON listing_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_photos_announce();--> statement-breakpoint

-- Ratings: the rated person's average and count show on their ads and profile. Shown ones only
-- count, so hiding or showing one again changes them too; a review's text, an edit of it and the
-- answer show only on the profile, which no process keeps.
CREATE FUNCTION ratings_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('people', array(SELECT DISTINCT rated_id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bazaar_announce('people', array(SELECT DISTINCT rated_id FROM new_rows));
  ELSE
    PERFORM bazaar_announce('people', array(
      SELECT DISTINCT n.rated_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.stars, n.hidden_at IS NULL) IS DISTINCT FROM (o.stars, o.hidden_at IS NULL)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ratings_announce_insert AFTER INSERT ON ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ratings_announce();--> statement-breakpoint
CREATE TRIGGER ratings_announce_update AFTER UPDATE ON ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ratings_announce();--> statement-breakpoint
CREATE TRIGGER ratings_announce_delete AFTER DELETE ON ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ratings_announce();--> statement-breakpoint

-- A verified number: its owner's badge, and the weight of every rating they gave (a verified
-- rater counts more), so the people they rated too.
CREATE FUNCTION verified_phones_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('people', array(
      SELECT user_id FROM old_rows
      UNION SELECT r.rated_id FROM ratings r JOIN old_rows o ON r.rater_id = o.user_id));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bazaar_announce('people', array(
      SELECT user_id FROM new_rows
      UNION SELECT r.rated_id FROM ratings r JOIN new_rows n ON r.rater_id = n.user_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER verified_phones_announce_insert AFTER INSERT ON verified_phones
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verified_phones_announce();--> statement-breakpoint
CREATE TRIGGER verified_phones_announce_delete AFTER DELETE ON verified_phones
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION verified_phones_announce();

-- Every write that changes what others may see announces it on the bazaar_changes channel from
-- its own transaction (NOTIFY is sent at commit, and not at all on rollback). Every Bazaar process
-- listens and drops the cached answers the change names (db/changes.ts), so no service has to
-- remember which caches to clear. Statement-level triggers: a statement touching many rows (a
-- seller suspended, demo data seeded) sends one announcement, not one per row.
-- Payload: {"kind": "listings" | "people" | "sessions" | "blocks", "ids": [...] | null}; null
-- stands for more ids than fit (every one of that kind may have changed).
CREATE FUNCTION bazaar_announce(kind text, ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify('bazaar_changes', json_build_object(
    'kind', kind,
    'ids', CASE WHEN cardinality(ids) > 200 THEN NULL ELSE to_json(ids) END
  )::text);
END $$;--> statement-breakpoint

-- Ads: any change but the view count (counted every few seconds, shown nowhere shared).
CREATE FUNCTION listings_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bazaar_announce('listings', array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('listings', array(SELECT id FROM old_rows));
  ELSE
    PERFORM bazaar_announce('listings', array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE to_jsonb(n) - 'views' IS DISTINCT FROM to_jsonb(o) - 'views'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_announce_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_announce();--> statement-breakpoint
CREATE TRIGGER listings_announce_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_announce();--> statement-breakpoint
CREATE TRIGGER listings_announce_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_announce();--> statement-breakpoint

-- An ad's photos are part of its page and its card.
CREATE FUNCTION listing_photos_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('listings', array(SELECT DISTINCT listing_id FROM old_rows));
  ELSE
    PERFORM bazaar_announce('listings', array(SELECT DISTINCT listing_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listing_photos_announce_insert AFTER INSERT ON listing_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_photos_announce();--> statement-breakpoint
CREATE TRIGGER listing_photos_announce_update AFTER UPDATE ON listing_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_photos_announce();--> statement-breakpoint
CREATE TRIGGER listing_photos_announce_delete AFTER DELETE ON listing_photos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_photos_announce();--> statement-breakpoint

-- People: what their sessions carry (name, e-mail, role, suspension, password) and their ads show.
CREATE FUNCTION users_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('people', array(SELECT id FROM old_rows));
  ELSE
    PERFORM bazaar_announce('people', array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.email, n.phone, n.password_hash, n.google_subject, n.role, n.suspended_at)
        IS DISTINCT FROM (o.name, o.email, o.phone, o.password_hash, o.google_subject, o.role, o.suspended_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_announce_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_announce();--> statement-breakpoint
CREATE TRIGGER users_announce_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_announce();--> statement-breakpoint

-- Sessions ended (sign-out, reset, suspension, sign out everywhere): whose. Rows already expired
-- (swept now and then) are no session any process could still accept.
CREATE FUNCTION sessions_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bazaar_announce('sessions', array(
    SELECT DISTINCT user_id FROM old_rows WHERE expires_at > now()));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sessions_announce();--> statement-breakpoint

-- Blocks: both people of each pair.
CREATE FUNCTION blocks_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('blocks', array(
      SELECT blocker_id FROM old_rows UNION SELECT blocked_id FROM old_rows));
  ELSE
    PERFORM bazaar_announce('blocks', array(
      SELECT blocker_id FROM new_rows UNION SELECT blocked_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER blocks_announce_insert AFTER INSERT ON blocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blocks_announce();--> statement-breakpoint
CREATE TRIGGER blocks_announce_delete AFTER DELETE ON blocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blocks_announce();

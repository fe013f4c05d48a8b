-- An ad's change is announced only when a column people can see changed (an allow-list): its
-- card, its page, whether it is shown at all (status) and whose it is. Columns nobody else sees
-- change without emptying every process's lists and searches: the view count, the expiry job's
-- reminder mark, the renewal date (shown to the seller only, in answers nobody keeps), the
-- operator's reason, the seller's appeal, the import's source. A new column is unseen until it is
-- added here (db/announced-columns.test.ts lists every column on one side or the other).
CREATE OR REPLACE FUNCTION listings_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bazaar_announce('listings', array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bazaar_announce('listings', array(SELECT id FROM old_rows));
  ELSE
    PERFORM bazaar_announce('listings', array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.seller_id, n.category, n.title, n.description, n.price, n.brand, n.model, n.year,
             n.km_driven, n.fuel, n.transmission, n.owners, n.bhk, n.attributes, n.state, n.city,
             n.locality, n.lat, n.lng, n.status, n.featured, n.show_phone, n.created_at, n.updated_at)
        IS DISTINCT FROM
            (o.seller_id, o.category, o.title, o.description, o.price, o.brand, o.model, o.year,
             o.km_driven, o.fuel, o.transmission, o.owners, o.bhk, o.attributes, o.state, o.city,
             o.locality, o.lat, o.lng, o.status, o.featured, o.show_phone, o.created_at, o.updated_at)));
  END IF;
  RETURN NULL;
END $$;

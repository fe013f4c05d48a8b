-- Selling or removing an ad now closes its open offers (status 'closed'; offers.status has no
-- CHECK constraint, so the new value needs no schema change). Offers left open on ads that were
-- sold or removed before this change are closed the same way, quietly: no notices for old news.
UPDATE "offers" SET "status" = 'closed', "decided_at" = now()
WHERE "status" = 'open'
  AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "status" <> 'active');

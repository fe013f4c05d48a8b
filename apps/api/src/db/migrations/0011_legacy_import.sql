-- Where an imported ad came from ('<collection>/<id>' of the json-server database it was read
-- from), so importing the same db.json again adds nothing twice.
ALTER TABLE "listings" ADD COLUMN "legacy_source" text;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_legacy_source_idx" ON "listings" USING btree ("legacy_source") WHERE "legacy_source" IS NOT NULL;--> statement-breakpoint
-- The legacy routes send X-Total-Count: counting a category's (and brand's) visible ads from this
-- small index, not from the table's rows.
CREATE INDEX "listings_active_category_brand_idx" ON "listings" USING btree ("category","brand") WHERE "status" = 'active';

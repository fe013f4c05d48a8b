-- An imported record as its db.json held it, and its own id there: the legacy collections answer
-- imported records under their original ids, in their original order, exactly as they came (json,
-- not jsonb, keeps the keys' order and the text as written).
ALTER TABLE "listings" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "legacy_record" json;--> statement-breakpoint
CREATE INDEX "listings_legacy_order_idx" ON "listings" USING btree ("category","legacy_id","id");--> statement-breakpoint
CREATE INDEX "listings_legacy_id_idx" ON "listings" USING btree ("legacy_id") WHERE "legacy_id" IS NOT NULL;

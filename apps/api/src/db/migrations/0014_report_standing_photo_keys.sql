-- Why each person's report counted toward an automatic hold or not, and the network (/24 IPv4,
-- /48 IPv6) it came from, so one network counts once per ad. Reports filed before this counted
-- by the old rule; they keep counting.
ALTER TABLE "reports" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "standing" text;--> statement-breakpoint
UPDATE "reports" SET "standing" = CASE WHEN "message_id" IS NULL THEN 'counted' ELSE 'chat_message' END WHERE "reporter_id" IS NOT NULL;
--> statement-breakpoint
-- A photo file is answered as its ad allows: found from its key in one indexed lookup.
CREATE INDEX "listing_photos_key_idx" ON "listing_photos" USING btree ("key");

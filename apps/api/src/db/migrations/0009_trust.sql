-- Trust: scam flags on chat messages, phone numbers shown by the seller's consent (and who saw
-- them), and perceptual hashes of uploaded photos to find the same photo in another ad.

-- Tricks the scam shield recognised in a message ([] for an ordinary one).
ALTER TABLE "messages" ADD COLUMN "scam_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Counting one sender's flagged messages of the last day reads only flagged rows.
CREATE INDEX "messages_sender_flagged_idx" ON "messages" USING btree ("sender_id","created_at") WHERE "scam_kinds" <> '[]'::jsonb;--> statement-breakpoint

ALTER TABLE "listings" ADD COLUMN "show_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"viewer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_viewer_idx" ON "phone_reveals" USING btree ("viewer_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_listing_idx" ON "phone_reveals" USING btree ("listing_id","created_at");--> statement-breakpoint

-- 64-bit dHash of each upload, and its four 16-bit parts: candidates for a near-duplicate come
-- from these four indexes; they carry the hash and the ad, so the distance is checked in the index.
ALTER TABLE "uploads" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash_p0" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash_p1" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash_p2" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash_p3" integer;--> statement-breakpoint
-- Compared with other ads' photos once, when its ad is published or the photo added on edit.
ALTER TABLE "uploads" ADD COLUMN "dhash_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_dhash_p0_idx" ON "uploads" USING btree ("dhash_p0") INCLUDE ("dhash","listing_id") WHERE "dhash_p0" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_dhash_p1_idx" ON "uploads" USING btree ("dhash_p1") INCLUDE ("dhash","listing_id") WHERE "dhash_p1" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_dhash_p2_idx" ON "uploads" USING btree ("dhash_p2") INCLUDE ("dhash","listing_id") WHERE "dhash_p2" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_dhash_p3_idx" ON "uploads" USING btree ("dhash_p3") INCLUDE ("dhash","listing_id") WHERE "dhash_p3" IS NOT NULL;

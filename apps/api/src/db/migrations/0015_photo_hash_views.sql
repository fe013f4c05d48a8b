-- Every photo gets hashes of views besides the whole (sides cut, uniform borders trimmed), so a
-- cropped copy, or one with a border or a watermark strip added, is found too. Photos stored
-- before this (demo ads, imported ads, older uploads) are hashed by a background job; `hashed`
-- says an upload has its views, and the partial index finds the rest at once.
CREATE TABLE "photo_hashes" (
	"upload_id" bigint NOT NULL,
	"view" smallint NOT NULL,
	"dhash" bigint NOT NULL,
	"dhash_p0" integer NOT NULL,
	"dhash_p1" integer NOT NULL,
	"dhash_p2" integer NOT NULL,
	"dhash_p3" integer NOT NULL,
	CONSTRAINT "photo_hashes_upload_id_view_pk" PRIMARY KEY("upload_id","view")
);
--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_hashes_p0_idx" ON "photo_hashes" USING btree ("dhash_p0") INCLUDE ("dhash","upload_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_p1_idx" ON "photo_hashes" USING btree ("dhash_p1") INCLUDE ("dhash","upload_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_p2_idx" ON "photo_hashes" USING btree ("dhash_p2") INCLUDE ("dhash","upload_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_p3_idx" ON "photo_hashes" USING btree ("dhash_p3") INCLUDE ("dhash","upload_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "hashed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_unhashed_idx" ON "uploads" USING btree ("id") WHERE NOT "hashed";

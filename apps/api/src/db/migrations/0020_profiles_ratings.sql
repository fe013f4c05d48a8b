-- Seller profiles, verified mobile numbers and ratings after a deal. Reports may now be about a
-- person (their profile) or a review, with no ad: listing_id becomes optional.
CREATE TABLE "verified_phones" (
	"user_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "verified_phones_phone_idx" ON "verified_phones" USING btree ("phone");--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone");--> statement-breakpoint
CREATE TABLE "deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
	"seller_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"buyer_id" bigint REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deals_listing_idx" ON "deals" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" bigint NOT NULL REFERENCES "deals"("id") ON DELETE CASCADE,
	"rater_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"rated_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"rater_role" text NOT NULL,
	"stars" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_deal_rater_idx" ON "ratings" USING btree ("deal_id","rater_id");--> statement-breakpoint
CREATE INDEX "ratings_rated_shown_idx" ON "ratings" USING btree ("rated_id","id") WHERE "ratings"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "rating_id" bigint REFERENCES "ratings"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_about_person_idx" ON "reports" USING btree ("reporter_id","subject_user_id",coalesce("rating_id", 0)) WHERE "reports"."status" = 'open' AND "reports"."reporter_id" IS NOT NULL AND "reports"."listing_id" IS NULL;--> statement-breakpoint
CREATE INDEX "reports_open_people_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open' AND "reports"."listing_id" IS NULL;

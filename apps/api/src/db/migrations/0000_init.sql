CREATE TABLE "listing_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"card_width" smallint NOT NULL,
	"card_height" smallint NOT NULL,
	"full_width" smallint NOT NULL,
	"full_height" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"brand" text,
	"model" text,
	"year" smallint,
	"km_driven" integer,
	"fuel" text,
	"transmission" text,
	"owners" text,
	"bhk" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_listing_position_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_category_price_idx" ON "listings" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "listings_category_created_idx" ON "listings" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "listings_category_brand_price_idx" ON "listings" USING btree ("category","brand","price","id");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
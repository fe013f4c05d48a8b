-- Fair-price bands: comparables are read from this index alone (index-only scan), never from the
-- table. Partial on the two statuses that count, so a status added later (held, taken down) is
-- outside it without anyone remembering to exclude it. Model is compared case-insensitively; the
-- plain column is included too because the planner allows an index-only scan only when every
-- column the query mentions (model, inside lower()) is in the index.
CREATE INDEX "listings_price_band_idx" ON "listings" ("category", "brand", lower("model"), "year", "km_driven")
  INCLUDE ("price", "status", "updated_at", "id", "model")
  WHERE "status" IN ('active', 'sold');
--> statement-breakpoint
-- Durable background work shared by every API process: claimed with FOR UPDATE SKIP LOCKED, held
-- for a lease; a job whose process died becomes claimable again once its lease runs out.
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"singleton_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" ("run_at", "id") WHERE "done_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" ("name", "singleton_key") WHERE "singleton_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" ("done_at") WHERE "done_at" IS NOT NULL;
--> statement-breakpoint
-- Saved searches, stored normalised. '' (not NULL) means "any" for category, state and city, so
-- a new ad finds its candidates with equality lookups: category IN (ad's, ''), and so on.
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"brands" text[],
	"model_prefix" text,
	"min_price" bigint,
	"max_price" bigint,
	"min_year" smallint,
	"max_year" smallint,
	"max_km" integer,
	"fuel" text[],
	"transmission" text[],
	"owners" text[],
	"bhk" text[],
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text_query" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_key_idx" ON "saved_searches" ("user_id", "query_key");
--> statement-breakpoint
CREATE INDEX "saved_searches_place_idx" ON "saved_searches" ("category", "state", "city") WHERE "enabled";
--> statement-breakpoint
-- One row per saved search and ad it matched: the unique key makes the alert idempotent.
CREATE TABLE "saved_search_matches" (
	"saved_search_id" bigint NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
	"listing_id" bigint NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_pk" PRIMARY KEY ("saved_search_id", "listing_id")
);
--> statement-breakpoint
CREATE INDEX "saved_search_matches_user_idx" ON "saved_search_matches" ("user_id", "created_at");
--> statement-breakpoint
-- Per person: whether the daily digest is wanted, and which days' digests went out.
CREATE TABLE "alert_settings" (
	"user_id" bigint PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"digest" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_pk" PRIMARY KEY ("user_id", "day")
);
--> statement-breakpoint
-- Secrets the application makes for itself on first use (the unsubscribe links' signing key).
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY,
	"value" text NOT NULL
);
--> statement-breakpoint
-- Ad page views per day, added by the same batched flush that adds listings.views.
CREATE TABLE "listing_daily_views" (
	"listing_id" bigint NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_views_pk" PRIMARY KEY ("listing_id", "day")
);
--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" ("listing_id");

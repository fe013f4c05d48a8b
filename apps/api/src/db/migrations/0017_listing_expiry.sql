-- Ads end LISTING_TTL_DAYS after they were published or last renewed (status 'expired', which no
-- public path shows) unless their seller renews them. now() is evaluated once here: every ad
-- already online gets the full default period from this upgrade on (no rewrite of the table, no
-- ad ending the moment the upgrade lands); new ads have their end set by the API from the setting.
ALTER TABLE listings ADD COLUMN expires_at timestamptz NOT NULL DEFAULT (now() + interval '30 days');--> statement-breakpoint
-- The end its seller was last reminded of: one reminder per ad per period.
ALTER TABLE listings ADD COLUMN expiry_reminded_for timestamptz;--> statement-breakpoint
-- The expiry job's walk: live ads by their end, small because only active rows are in it.
CREATE INDEX listings_active_expiry_idx ON listings (expires_at) WHERE status = 'active';

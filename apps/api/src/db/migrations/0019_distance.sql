-- Distances between ads and a place: earth_distance over ll_to_earth points (both ship with
-- PostgreSQL; PGlite loads them, see PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- "Within 10 km of Pune": the list's earth_box condition, over public ads only (as other list indexes).
CREATE INDEX listings_public_earth_idx ON listings USING gist (ll_to_earth(lat, lng)) WHERE status IN ('active', 'sold');--> statement-breakpoint
-- A saved search's place and radius, resolved to a point when saved, so alerts match in SQL.
ALTER TABLE saved_searches ADD COLUMN near_lat double precision;--> statement-breakpoint
ALTER TABLE saved_searches ADD COLUMN near_lng double precision;--> statement-breakpoint
ALTER TABLE saved_searches ADD COLUMN near_km smallint;

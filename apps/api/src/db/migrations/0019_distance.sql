-- Distances between ads and a place, in core PostgreSQL: an ad's point is point(lng, lat) and a
-- GiST index over public ads answers "inside this box" (PGlite misbehaves with the cube extension
-- loaded beside pg_trgm, so earthdistance is not used).
CREATE INDEX listings_public_point_idx ON listings USING gist (point(lng, lat)) WHERE status IN ('active', 'sold');--> statement-breakpoint
-- Great-circle distance in kilometres (haversine, mean earth radius, as EARTH_RADIUS_KM in the app).
-- A one-expression SQL function, so the planner inlines it.
CREATE FUNCTION distance_km(lat1 float8, lng1 float8, lat2 float8, lng2 float8) RETURNS float8
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2
    + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2)))
$$;--> statement-breakpoint
-- A saved search's place and radius, resolved to a point when saved, so alerts match in SQL.
ALTER TABLE saved_searches ADD COLUMN near_lat double precision;--> statement-breakpoint
ALTER TABLE saved_searches ADD COLUMN near_lng double precision;--> statement-breakpoint
ALTER TABLE saved_searches ADD COLUMN near_km smallint;

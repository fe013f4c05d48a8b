-- A person's report weighs what its reporter's record says when it is filed (upheld reports raise
-- it, dismissed ones lower it); null for Bazaar's own reports and for reports filed before this.
ALTER TABLE reports ADD COLUMN weight double precision;--> statement-breakpoint
-- A reporter's record: their reports an operator decided, counted at every filing.
CREATE INDEX reports_reporter_status_idx ON reports (reporter_id, status) WHERE reporter_id IS NOT NULL;

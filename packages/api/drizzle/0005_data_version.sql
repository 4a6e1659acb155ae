CREATE TABLE "data_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."single")
);
--> statement-breakpoint
INSERT INTO "data_version" DEFAULT VALUES;
--> statement-breakpoint
-- The number moves once per transaction that changed any row an answer can show (docs/decisions/153),
-- at its commit: the triggers are deferred, so the row is locked only while the transaction commits
-- and never while it waits for another lock (no deadlock with row locks taken earlier).
CREATE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cla.data_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('cla.data_version_bumped', 'on', true);
    UPDATE data_version SET n = n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table but sessions, password_reset_tokens, email_outbox and rate_limit_events, which no
-- answer shows (a test keeps this list complete as tables are added).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'roles', 'cohorts', 'users', 'courses', 'topics', 'assignments', 'contributions', 'cbts',
    'submissions', 'contribution_scores', 'cbt_scores', 'live_classes', 'attendances', 'announcements',
    'certificates', 'calendar_feeds', 'course_points'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_bump()',
      t || '_data_version', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()',
      t || '_data_version_truncate', t);
  END LOOP;
END $$;

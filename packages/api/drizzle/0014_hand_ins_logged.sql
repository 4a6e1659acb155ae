-- A hand-in (docs/api.md §6.13) is a record like a score: its first hand-in and every later one (each PUT, its files
-- included) are logged with the item and the student, in the transaction that makes them (decision 168; the
-- activity-triggers test).
CREATE FUNCTION activity_work() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_kind text := CASE WHEN NEW.cla_assignment_id IS NOT NULL THEN 'assignment' ELSE 'contribution' END;
  item_id uuid := coalesce(NEW.cla_assignment_id, NEW.cla_contribution_id);
  item_name text;
BEGIN
  IF item_kind = 'assignment' THEN
    SELECT name INTO item_name FROM assignments WHERE id = item_id;
  ELSE
    SELECT name INTO item_name FROM contributions WHERE id = item_id;
  END IF;
  PERFORM activity_append(CASE TG_OP WHEN 'INSERT' THEN 'work.handed_in' ELSE 'work.changed' END,
    NEW.cla_student_id, item_id::text, item_name, jsonb_build_object('item_kind', item_kind));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER works_activity AFTER INSERT OR UPDATE ON works
  FOR EACH ROW EXECUTE FUNCTION activity_work();

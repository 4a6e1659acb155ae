CREATE TABLE "extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cla_assignment_id" uuid,
	"cla_contribution_id" uuid,
	"cla_cbt_id" uuid,
	"cla_student_id" text NOT NULL,
	"due_date" date NOT NULL,
	"reason" text NOT NULL,
	"cla_facilitator_id" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "extensions_one_item" CHECK (num_nonnulls("extensions"."cla_assignment_id", "extensions"."cla_contribution_id", "extensions"."cla_cbt_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_cla_assignment_id_assignments_id_fk" FOREIGN KEY ("cla_assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_cla_contribution_id_contributions_id_fk" FOREIGN KEY ("cla_contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_cla_cbt_id_cbts_id_fk" FOREIGN KEY ("cla_cbt_id") REFERENCES "public"."cbts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_cla_student_id_users_id_fk" FOREIGN KEY ("cla_student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_cla_facilitator_id_users_id_fk" FOREIGN KEY ("cla_facilitator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extensions_assignment_student_unique" ON "extensions" USING btree ("cla_assignment_id","cla_student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extensions_contribution_student_unique" ON "extensions" USING btree ("cla_contribution_id","cla_student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extensions_cbt_student_unique" ON "extensions" USING btree ("cla_cbt_id","cla_student_id");--> statement-breakpoint
CREATE INDEX "extensions_cla_student_id_idx" ON "extensions" USING btree ("cla_student_id");--> statement-breakpoint
CREATE INDEX "extensions_cla_facilitator_id_idx" ON "extensions" USING btree ("cla_facilitator_id");--> statement-breakpoint
-- An extension (docs/api.md §6.17, decision 186) is logged like a score: who granted, changed or revoked which later
-- due date for which student on which item, in the transaction that makes the change (decision 168; the
-- activity-triggers test).
CREATE FUNCTION activity_extension() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec extensions := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  item_kind text := CASE WHEN rec.cla_assignment_id IS NOT NULL THEN 'assignment'
                         WHEN rec.cla_contribution_id IS NOT NULL THEN 'contribution' ELSE 'cbt' END;
  item_id uuid := coalesce(rec.cla_assignment_id, rec.cla_contribution_id, rec.cla_cbt_id);
  item_name text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.due_date = OLD.due_date AND NEW.reason = OLD.reason THEN RETURN NULL; END IF;
  IF item_kind = 'assignment' THEN
    SELECT name INTO item_name FROM assignments WHERE id = item_id;
  ELSIF item_kind = 'contribution' THEN
    SELECT name INTO item_name FROM contributions WHERE id = item_id;
  ELSE
    SELECT name INTO item_name FROM cbts WHERE id = item_id;
  END IF;
  PERFORM activity_append(
    CASE TG_OP WHEN 'INSERT' THEN 'extension.granted' WHEN 'UPDATE' THEN 'extension.changed' ELSE 'extension.revoked' END,
    rec.cla_student_id, item_id::text, item_name,
    jsonb_build_object('item_kind', item_kind, 'due_date', rec.due_date, 'reason', rec.reason));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER extensions_activity AFTER INSERT OR UPDATE OR DELETE ON extensions
  FOR EACH ROW EXECUTE FUNCTION activity_extension();

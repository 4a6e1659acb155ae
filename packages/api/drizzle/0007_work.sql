CREATE TABLE "work_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cla_student_id" text NOT NULL,
	"work_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cla_assignment_id" uuid,
	"cla_contribution_id" uuid,
	"cla_student_id" text NOT NULL,
	"text" text,
	"links" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "works_one_item" CHECK (num_nonnulls("works"."cla_assignment_id", "works"."cla_contribution_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "cbt_scores" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "contribution_scores" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "work_files" ADD CONSTRAINT "work_files_cla_student_id_users_id_fk" FOREIGN KEY ("cla_student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_files" ADD CONSTRAINT "work_files_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_cla_assignment_id_assignments_id_fk" FOREIGN KEY ("cla_assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_cla_contribution_id_contributions_id_fk" FOREIGN KEY ("cla_contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_cla_student_id_users_id_fk" FOREIGN KEY ("cla_student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_files_cla_student_id_idx" ON "work_files" USING btree ("cla_student_id");--> statement-breakpoint
CREATE INDEX "work_files_work_id_idx" ON "work_files" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "works_assignment_student_unique" ON "works" USING btree ("cla_assignment_id","cla_student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "works_contribution_student_unique" ON "works" USING btree ("cla_contribution_id","cla_student_id");--> statement-breakpoint
CREATE INDEX "works_cla_student_id_idx" ON "works" USING btree ("cla_student_id");--> statement-breakpoint
-- Files are mostly compressed already (PDF, PNG, JPEG, the zip-based office formats): stored out of line
-- without another compression attempt.
ALTER TABLE "work_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Answers show work and its files, so both move the data version (migrations 0005 and 0006, docs/decisions/156).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['works', 'work_files'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_bump()',
      t || '_data_version', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()',
      t || '_data_version_truncate', t);
  END LOOP;
END $$;

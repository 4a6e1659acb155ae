CREATE TABLE "cbt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cbt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "cbt_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cla_cbt_id" uuid NOT NULL,
	"cla_student_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"graded_at" timestamp with time zone,
	"seed" integer NOT NULL,
	"points" integer,
	"total_points" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cbt_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cla_cbt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"points" integer NOT NULL,
	"options" jsonb,
	"correct_options" jsonb,
	"correct_answer" boolean,
	"accepted_answers" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "cbt_questions_kind_check" CHECK ("cbt_questions"."kind" IN ('single', 'multiple', 'true_false', 'short')),
	CONSTRAINT "cbt_questions_points_check" CHECK ("cbt_questions"."points" BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "cbts" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "cbts" ADD COLUMN "shuffle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cbt_answers" ADD CONSTRAINT "cbt_answers_attempt_id_cbt_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."cbt_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cbt_answers" ADD CONSTRAINT "cbt_answers_question_id_cbt_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."cbt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cbt_attempts" ADD CONSTRAINT "cbt_attempts_cla_cbt_id_cbts_id_fk" FOREIGN KEY ("cla_cbt_id") REFERENCES "public"."cbts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cbt_attempts" ADD CONSTRAINT "cbt_attempts_cla_student_id_users_id_fk" FOREIGN KEY ("cla_student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cbt_questions" ADD CONSTRAINT "cbt_questions_cla_cbt_id_cbts_id_fk" FOREIGN KEY ("cla_cbt_id") REFERENCES "public"."cbts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cbt_answers_question_id_idx" ON "cbt_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cbt_attempts_cbt_student_unique" ON "cbt_attempts" USING btree ("cla_cbt_id","cla_student_id");--> statement-breakpoint
CREATE INDEX "cbt_attempts_cla_student_id_idx" ON "cbt_attempts" USING btree ("cla_student_id");--> statement-breakpoint
CREATE INDEX "cbt_attempts_ungraded_deadline_idx" ON "cbt_attempts" USING btree ("deadline") WHERE "cbt_attempts"."graded_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cbt_questions_cbt_position_unique" ON "cbt_questions" USING btree ("cla_cbt_id","position");--> statement-breakpoint
ALTER TABLE "cbts" ADD CONSTRAINT "cbts_time_limit_check" CHECK ("cbts"."time_limit_minutes" BETWEEN 1 AND 300);--> statement-breakpoint
-- Answers show a CBT's questions, its attempts and their answers, so all three move the data version
-- (migrations 0005 and 0006, docs/decisions/156).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cbt_questions', 'cbt_attempts', 'cbt_answers'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_bump()',
      t || '_data_version', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()',
      t || '_data_version_truncate', t);
  END LOOP;
END $$;

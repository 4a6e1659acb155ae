CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"cla_cohort_id" integer NOT NULL,
	"name" text NOT NULL,
	"cla_cohort_name" text NOT NULL,
	"courses" jsonb NOT NULL,
	"completed_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limit_events" DROP CONSTRAINT "rate_limit_events_kind_check";--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_cla_cohort_id_cohorts_id_fk" FOREIGN KEY ("cla_cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_cohort_unique" ON "certificates" USING btree ("user_id","cla_cohort_id");--> statement-breakpoint
CREATE INDEX "certificates_cla_cohort_id_idx" ON "certificates" USING btree ("cla_cohort_id");--> statement-breakpoint
ALTER TABLE "rate_limit_events" ADD CONSTRAINT "rate_limit_events_kind_check" CHECK ("rate_limit_events"."kind" IN ('sign_in', 'forgot_password', 'certificate_lookup'));
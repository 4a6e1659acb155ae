ALTER TABLE "cbt_scores" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "contribution_scores" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "comment" text;
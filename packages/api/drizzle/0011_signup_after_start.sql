ALTER TABLE "cohorts" ALTER COLUMN "open_for_signup" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cohorts" ALTER COLUMN "open_for_signup" DROP NOT NULL;--> statement-breakpoint
-- Sign-up into a started cohort only when an admin opens it (docs/api.md §6.15, decision 174): a cohort that was
-- open by the old default becomes automatic (offered until it starts); a closed one stays closed.
UPDATE "cohorts" SET "open_for_signup" = NULL WHERE "open_for_signup";

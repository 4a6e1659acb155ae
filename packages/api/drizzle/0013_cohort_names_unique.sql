-- Cohort names are unique regardless of letter case and surrounding space (docs/api.md §6.15, decision 176).
-- Names that already differ only so keep the oldest cohort's; each later one gets its id appended, once trimmed
-- ("cohort a" → "cohort a (7)"), which the activity log records as a change of name.
UPDATE "cohorts" SET "name" = btrim("name") || ' (' || "id" || ')'
WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY lower(btrim("name")) ORDER BY "id") AS "n" FROM "cohorts"
	) AS "named" WHERE "n" > 1
);--> statement-breakpoint
DROP INDEX "cohorts_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_unique" ON "cohorts" USING btree (lower(btrim("name")));

-- docs/decisions/181: a file's bytes stay in the table on PostgreSQL and move out to files on PGlite
-- (at start, db/file-store.ts); every row keeps the SHA-256 of its bytes.
ALTER TABLE "work_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "work_files" ADD COLUMN "sha256" text;--> statement-breakpoint
UPDATE "work_files" SET "sha256" = encode(sha256("bytes"), 'hex');--> statement-breakpoint
ALTER TABLE "work_files" ALTER COLUMN "sha256" SET NOT NULL;

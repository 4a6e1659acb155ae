-- Kept answers are gone (docs/decisions/162), and with them the data version: the function goes with every
-- trigger that runs it (0005, 0007, 0008), then its table.
DROP FUNCTION data_version_bump() CASCADE;--> statement-breakpoint
DROP TABLE "data_version";

-- The two roles of docs/api.md §4, created by a migration and never by a seed.
-- Permissions follow the role name; ids 1 and 2 are part of the contract.
INSERT INTO "roles" ("id", "name", "self_signup") VALUES
  (1, 'student', true),
  (2, 'facilitator', false);
--> statement-breakpoint
-- Explicit ids do not advance the identity sequence; move it past them.
SELECT setval(pg_get_serial_sequence('"roles"', 'id'), 2);

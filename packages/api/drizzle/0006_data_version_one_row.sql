-- The data version is one row (docs/decisions/156): the 16 slots of 0005 summed into slot 0.
ALTER TABLE "data_version" DROP CONSTRAINT "data_version_slot";--> statement-breakpoint
UPDATE "data_version" SET "n" = (SELECT sum("n") FROM "data_version") WHERE "slot" = 0;--> statement-breakpoint
DELETE FROM "data_version" WHERE "slot" <> 0;--> statement-breakpoint
ALTER TABLE "data_version" ADD CONSTRAINT "data_version_one_row" CHECK ("data_version"."slot" = 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cla.data_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('cla.data_version_bumped', 'on', true);
    UPDATE data_version SET n = n + 1;
  END IF;
  RETURN NULL;
END $$;

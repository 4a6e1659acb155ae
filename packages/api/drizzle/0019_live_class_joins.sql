CREATE TABLE "live_class_joins" (
	"cla_live_class_id" uuid NOT NULL,
	"cla_user_id" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_class_joins_cla_live_class_id_cla_user_id_pk" PRIMARY KEY("cla_live_class_id","cla_user_id")
);
--> statement-breakpoint
ALTER TABLE "live_class_joins" ADD CONSTRAINT "live_class_joins_cla_live_class_id_live_classes_id_fk" FOREIGN KEY ("cla_live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_joins" ADD CONSTRAINT "live_class_joins_cla_user_id_users_id_fk" FOREIGN KEY ("cla_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_class_joins_cla_user_id_idx" ON "live_class_joins" USING btree ("cla_user_id");
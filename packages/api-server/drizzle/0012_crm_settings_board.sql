CREATE TABLE "settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"opportunity_idle_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "settings_single_row_check" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_opportunity_idle_days_check" CHECK ("settings"."opportunity_idle_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_open_id_idx" ON "opportunities" USING btree ("id") WHERE "opportunities"."status" = 'open';--> statement-breakpoint
CREATE INDEX "opportunities_open_owner_id_idx" ON "opportunities" USING btree ("owner_id","id") WHERE "opportunities"."status" = 'open';--> statement-breakpoint
-- The one row of the settings (modules/settings/schema.ts), with every default.
INSERT INTO "settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;

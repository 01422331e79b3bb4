CREATE TABLE "record_views" (
	"user_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "record_views_user_id_record_type_record_id_pk" PRIMARY KEY("user_id","record_type","record_id"),
	CONSTRAINT "record_views_record_type_check" CHECK ("record_views"."record_type" in ('opportunity', 'bidder'))
);
--> statement-breakpoint
ALTER TABLE "bidders" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "record_views" ADD CONSTRAINT "record_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the one seen flag of every admin becomes each admin's own moment. An open
-- opportunity marked seen counts as seen by every admin now; a venue's answer not yet marked seen
-- stays new to all of them from when it last changed.
INSERT INTO "record_views" ("user_id", "record_type", "record_id", "seen_at")
SELECT u."id", 'opportunity', o."id", now() FROM "opportunities" o CROSS JOIN "users" u
WHERE o."status" = 'open' AND o."seen_by_admin" AND u."role" = 1;--> statement-breakpoint
UPDATE "bidders" SET "attention_at" = "updated_at" WHERE NOT "seen_by_admin";--> statement-breakpoint
ALTER TABLE "opportunities" DROP COLUMN "seen_by_admin";--> statement-breakpoint
ALTER TABLE "bidders" DROP COLUMN "seen_by_admin";
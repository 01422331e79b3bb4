CREATE TABLE "account_halls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_halls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"size_sqm" integer,
	"capacity" integer,
	"seating" text,
	"comment" text,
	CONSTRAINT "account_halls_numbers_check" CHECK ("account_halls"."size_sqm" > 0 and "account_halls"."capacity" > 0),
	CONSTRAINT "account_halls_seating_check" CHECK ("account_halls"."seating" in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'))
);
--> statement-breakpoint
ALTER TABLE "account_halls" ADD CONSTRAINT "account_halls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_halls_account_id_idx" ON "account_halls" USING btree ("account_id","position");
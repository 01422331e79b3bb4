-- Capability links (src/core/links/schema.ts): tokens mailed to venues and customers, stored as
-- their SHA-256, scoped to one subject and one purpose, expiring, revocable; each opening logged.
CREATE TABLE "capability_link_opens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capability_link_opens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"link_id" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "capability_link_opens_outcome_check" CHECK ("capability_link_opens"."outcome" in ('ok', 'expired', 'revoked', 'wrong_purpose'))
);
--> statement-breakpoint
CREATE TABLE "capability_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capability_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "capability_links_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "capability_links_purpose_check" CHECK ("capability_links"."purpose" in ('quote_answer', 'presentation_view', 'preliminary_booking_answer', 'commission_report'))
);
--> statement-breakpoint
ALTER TABLE "capability_link_opens" ADD CONSTRAINT "capability_link_opens_link_id_capability_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."capability_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_links" ADD CONSTRAINT "capability_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capability_link_opens_link_id_idx" ON "capability_link_opens" USING btree ("link_id","opened_at");--> statement-breakpoint
CREATE INDEX "capability_links_subject_idx" ON "capability_links" USING btree ("subject_type","subject_id","purpose");
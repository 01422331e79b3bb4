CREATE TABLE "commission_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commission_id" integer NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commission_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"day" date,
	"vat_kind" text NOT NULL,
	"quantity_in_quote" integer NOT NULL,
	"quantity_conducted" integer,
	"base_quote" bigint NOT NULL,
	CONSTRAINT "commission_lines_numbers_check" CHECK ("commission_lines"."quantity_in_quote" >= 0 and "commission_lines"."quantity_conducted" >= 0 and "commission_lines"."base_quote" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"account_id" integer,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"event_start" date,
	"event_end" date,
	"participants" integer,
	"commission_type" text,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"meals_bp" integer DEFAULT 0 NOT NULL,
	"quote_base" bigint DEFAULT 0 NOT NULL,
	"quote_amount" bigint DEFAULT 0 NOT NULL,
	"reported_amount" bigint,
	"final_amount" bigint,
	"final_reason" text,
	"amount" bigint GENERATED ALWAYS AS (coalesce(final_amount, reported_amount, quote_amount)) STORED NOT NULL,
	"invoiced_on_quote" boolean DEFAULT false NOT NULL,
	"booking_status" text,
	"rescheduled_date" date,
	"fee_ex_vat" bigint,
	"invoice_information" text,
	"comment" text,
	"invoice_file_id" integer,
	"invoice_file_name" text,
	"reported_at" timestamp with time zone,
	"reported_by" integer,
	"invoiced_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_status_check" CHECK ("commissions"."status" in ('upcoming', 'to_report', 'reported', 'invoiced', 'received')),
	CONSTRAINT "commissions_booking_status_check" CHECK ("commissions"."booking_status" in ('conducted', 'rescheduled', 'cancelled_fee', 'cancelled_no_fee')),
	CONSTRAINT "commissions_commission_type_check" CHECK ("commissions"."commission_type" in ('accommodation_conference', 'accommodation_conference_meals')),
	CONSTRAINT "commissions_numbers_check" CHECK ("commissions"."commission_bp" between 0 and 10000 and "commissions"."meals_bp" between 0 and 10000 and "commissions"."reminders_sent" >= 0 and "commissions"."final_amount" >= 0 and "commissions"."fee_ex_vat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "commission_reminder_interval" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "commission_reminder_unit" text DEFAULT 'week' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "commission_reminders" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_bidder_id_bidders_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."bidders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_events_commission_id_idx" ON "commission_events" USING btree ("commission_id","id");--> statement-breakpoint
CREATE INDEX "commission_lines_commission_id_idx" ON "commission_lines" USING btree ("commission_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_opportunity_id_key" ON "commissions" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "commissions_bidder_id_idx" ON "commissions" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "commissions_quote_id_idx" ON "commissions" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "commissions_status_event_end_idx" ON "commissions" USING btree ("status","event_end","id");--> statement-breakpoint
CREATE INDEX "commissions_status_updated_at_idx" ON "commissions" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "commissions_updated_at_idx" ON "commissions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "commissions_account_id_idx" ON "commissions" USING btree ("account_id","status","event_end");--> statement-breakpoint
CREATE INDEX "commissions_to_report_reminder_idx" ON "commissions" USING btree ("next_reminder_at") WHERE "commissions"."status" = 'to_report';--> statement-breakpoint
CREATE INDEX "commissions_received_at_idx" ON "commissions" USING btree ("received_at") WHERE "commissions"."status" = 'received';--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_commission_reminder_interval_check" CHECK ("settings"."commission_reminder_interval" between 1 and 90);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_commission_reminder_unit_check" CHECK ("settings"."commission_reminder_unit" in ('day', 'week', 'month'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_commission_reminders_check" CHECK ("settings"."commission_reminders" between 1 and 10);--> statement-breakpoint
-- Written by hand: the three mails of the commission report (src/core/mail/templates.ts lists their values).
INSERT INTO "email_templates" ("name", "subject_sv", "subject_en", "message_sv", "message_en") VALUES
(
	'commission-report-request',
	'Rapportera provisionsunderlag för {{reference}}',
	'Please report the commission figures for {{reference}}',
	$sv$Hej {{venue_name}}!

Konferensen {{reference}} för {{participants}} deltagare {{start_date}}–{{end_date}} är nu över. Enligt offerten är provisionen {{quote_amount}} exkl. moms.

Berätta hur det blev: genomförd som planerat (antal per rad i offerten), ombokad till ett nytt datum, avbokad med avgift eller avbokad utan avgift, och er fakturainformation.

{{instructions}} {{link}}$sv$,
	$en$Hello {{venue_name}},

The event {{reference}} for {{participants}} participants on {{start_date}}–{{end_date}} is now over. On the quote, the commission is {{quote_amount}} ex VAT.

Please tell us how it went: conducted as planned (the quantity of each line of the quote), rescheduled to a new date, cancelled with a fee or cancelled without a fee, and your invoice information.

{{instructions}} {{link}}$en$
),
(
	'commission-reminder',
	'Påminnelse {{reminder_number}}: rapportera provisionsunderlag för {{reference}}',
	'Reminder {{reminder_number}}: please report the commission figures for {{reference}}',
	$sv$Hej {{venue_name}}!

Vi väntar fortfarande på er rapport för konferensen {{reference}} ({{start_date}}–{{end_date}}). Det här är påminnelse {{reminder_number}} av {{reminders}}. Kommer ingen rapport faktureras provisionen enligt offerten: {{quote_amount}} exkl. moms.

{{instructions}} {{link}}$sv$,
	$en$Hello {{venue_name}},

We are still waiting for your report on the event {{reference}} ({{start_date}}–{{end_date}}). This is reminder {{reminder_number}} of {{reminders}}. If no report comes, the commission is invoiced on the quote: {{quote_amount}} ex VAT.

{{instructions}} {{link}}$en$
),
(
	'commission-invoiced-on-quote',
	'Provisionen för {{reference}} faktureras enligt offerten',
	'The commission for {{reference}} is invoiced on the quote',
	$sv$Hej {{venue_name}}!

Vi har inte fått någon rapport för konferensen {{reference}} ({{start_date}}–{{end_date}}) trots påminnelser. Provisionen faktureras därför enligt den ursprungliga offerten: {{quote_amount}} exkl. moms.

Hör av er till oss om något inte stämmer. {{instructions}} {{link}}$sv$,
	$en$Hello {{venue_name}},

We have not received a report on the event {{reference}} ({{start_date}}–{{end_date}}) despite reminders. The commission is therefore invoiced on the original quote: {{quote_amount}} ex VAT.

Please contact us if anything is wrong. {{instructions}} {{link}}$en$
);

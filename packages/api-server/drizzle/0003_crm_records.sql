CREATE TABLE "account_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_images_file_id_key" UNIQUE("file_id"),
	CONSTRAINT "account_images_kind_check" CHECK ("account_images"."kind" in ('main', 'gallery', 'profile'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"subject_sv" text NOT NULL,
	"subject_en" text NOT NULL,
	"message_sv" text NOT NULL,
	"message_en" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"contact_id" integer,
	"account_id" integer,
	"opportunity_id" integer,
	"comment" text,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(subject || ' ' || coalesce(comment, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"account_id" integer,
	"contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"family" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"price_per_person" bigint DEFAULT 0 NOT NULL,
	"minimum_price" bigint DEFAULT 0 NOT NULL,
	"start_price" bigint DEFAULT 0 NOT NULL,
	"number_of_courses" integer,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(description, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_family_check" CHECK ("products"."family" in ('accommodation', 'conference', 'meal', 'activity', 'other')),
	CONSTRAINT "products_prices_check" CHECK ("products"."price_per_person" >= 0 and "products"."minimum_price" >= 0 and "products"."start_price" >= 0),
	CONSTRAINT "products_courses_check" CHECK ("products"."number_of_courses" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"assigned_to" integer NOT NULL,
	"due_date" date,
	"contact_id" integer,
	"account_id" integer,
	"opportunity_id" integer,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"reminder_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"comment" text,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(subject || ' ' || coalesce(comment, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'normal', 'high')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('not_started', 'in_progress', 'completed', 'deferred'))
);
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "accounts_type_company_name_idx";--> statement-breakpoint
DROP INDEX "contacts_account_id_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "corporate_number" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "commission_meals_basis_points" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "commission_type" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "primary_contact_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "comment_accommodation" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "comment_conference" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "comment_meals" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "comment_other" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company_name || ' ' || coalesce(venue_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(corporate_number, '') || ' ' || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile_phone, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "account_images" ADD CONSTRAINT "account_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_images" ADD CONSTRAINT "account_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_images_account_id_idx" ON "account_images" USING btree ("account_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "account_images_one_main_idx" ON "account_images" USING btree ("account_id","kind") WHERE kind in ('main', 'profile');--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
CREATE INDEX "notes_subject_idx" ON "notes" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "notes_created_at_idx" ON "notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notes_contact_id_idx" ON "notes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "notes_account_id_idx" ON "notes" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_opportunity_id_idx" ON "notes" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "notes_search_text_trgm_idx" ON "notes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_family_name_idx" ON "products" USING btree ("family","name","id");--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("active","name","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_per_person","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_due_date_idx" ON "tasks" USING btree ("assigned_to","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_status_due_date_idx" ON "tasks" USING btree ("status","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_subject_idx" ON "tasks" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_contact_id_idx" ON "tasks" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "tasks_account_id_idx" ON "tasks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tasks_opportunity_id_idx" ON "tasks" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "tasks_reminder_due_idx" ON "tasks" USING btree ("reminder_at") WHERE reminder_sent_at is null and reminder_at is not null;--> statement-breakpoint
CREATE INDEX "tasks_search_text_trgm_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_primary_contact_id_contacts_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_company_name_idx" ON "accounts" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "accounts_venue_name_idx" ON "accounts" USING btree ("venue_name","id");--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_type_created_at_idx" ON "accounts" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_owner_id_idx" ON "accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "accounts_primary_contact_id_idx" ON "accounts" USING btree ("primary_contact_id");--> statement-breakpoint
CREATE INDEX "accounts_corporate_number_idx" ON "accounts" USING btree ("corporate_number");--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_search_text_trgm_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_log_account_id_idx" ON "activity_log" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company","id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_email_lower_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_search_text_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_type_company_name_idx" ON "accounts" USING btree ("type","company_name","id");--> statement-breakpoint
CREATE INDEX "contacts_account_id_idx" ON "contacts" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_commission_check" CHECK ("accounts"."commission_basis_points" between 0 and 10000 and "accounts"."commission_meals_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_commission_type_check" CHECK ("accounts"."commission_type" in ('accommodation_conference', 'accommodation_conference_meals'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_location_check" CHECK (("accounts"."latitude" is null) = ("accounts"."longitude" is null));
CREATE TABLE "opportunity_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"day" date,
	"quantity" integer NOT NULL,
	"room_size" integer,
	"seating" text,
	"price_per_person" bigint DEFAULT 0 NOT NULL,
	"minimum_price" bigint DEFAULT 0 NOT NULL,
	"start_price" bigint DEFAULT 0 NOT NULL,
	"comment" text,
	"position" integer NOT NULL,
	CONSTRAINT "opportunity_items_kind_check" CHECK ("opportunity_items"."kind" in ('meal', 'conference_room', 'product')),
	CONSTRAINT "opportunity_items_numbers_check" CHECK ("opportunity_items"."quantity" > 0 and "opportunity_items"."room_size" > 0 and "opportunity_items"."price_per_person" >= 0 and "opportunity_items"."minimum_price" >= 0 and "opportunity_items"."start_price" >= 0),
	CONSTRAINT "opportunity_items_seating_check" CHECK ("opportunity_items"."seating" in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'))
);
--> statement-breakpoint
ALTER TABLE "opportunity_items" ADD CONSTRAINT "opportunity_items_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_items" ADD CONSTRAINT "opportunity_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_items_opportunity_id_idx" ON "opportunity_items" USING btree ("opportunity_id","position");--> statement-breakpoint
CREATE INDEX "opportunity_items_product_id_idx" ON "opportunity_items" USING btree ("product_id");
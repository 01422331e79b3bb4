ALTER TABLE "preliminary_bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "preliminary_bookings" ADD COLUMN "decline_reason_text" text;--> statement-breakpoint
ALTER TABLE "preliminary_bookings" ADD CONSTRAINT "preliminary_bookings_decline_reason_check" CHECK ("preliminary_bookings"."decline_reason" in ('price', 'dates_taken', 'too_small', 'other'));--> statement-breakpoint
-- The declines per venue (the count per reason on the venue's account page).
CREATE INDEX "preliminary_bookings_declined_idx" ON "preliminary_bookings" USING btree ("bidder_id") WHERE "preliminary_bookings"."decline_reason" is not null;--> statement-breakpoint
-- Extension requests waiting for the venue (the admin's list of holds nearing their end).
CREATE INDEX "preliminary_bookings_extension_idx" ON "preliminary_bookings" USING btree ("extension_requested_at") WHERE "preliminary_bookings"."status" = 'requested' and "preliminary_bookings"."extension_requested_at" is not null;

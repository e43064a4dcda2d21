ALTER TABLE "booking_services" ADD COLUMN "charge_currency" text;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "charge_amount" bigint;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "exchange_rate_id" bigint;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_charge_check" CHECK (("booking_services"."charge_currency" is null and "booking_services"."charge_amount" is null and "booking_services"."exchange_rate_id" is null and "booking_services"."rate_date" is null) or ("booking_services"."charge_currency" is not null and "booking_services"."charge_amount" >= 0 and ("booking_services"."exchange_rate_id" is null) = ("booking_services"."rate_date" is null)));--> statement-breakpoint
-- Hand-written data, not generated: services added after the sale before this migration were
-- paid in the booking's fares' currency, the whole amount, by no rate.
UPDATE "booking_services" SET "charge_currency" = "bookings"."currency", "charge_amount" = "booking_services"."amount" FROM "bookings" WHERE "bookings"."id" = "booking_services"."booking_id" AND "booking_services"."payment_id" IS NOT NULL;

-- Stays made before this migration were charged in their rooms' currency, the whole amount.
ALTER TABLE "hotel_stays" ADD COLUMN "charge_currency" text;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD COLUMN "charge_amount" bigint;--> statement-breakpoint
UPDATE "hotel_stays" SET "charge_currency" = "currency", "charge_amount" = "amount";--> statement-breakpoint
ALTER TABLE "hotel_stays" ALTER COLUMN "charge_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_stays" ALTER COLUMN "charge_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD COLUMN "exchange_rate_id" bigint;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_charge_check" CHECK ("hotel_stays"."charge_amount" >= 0 and ("hotel_stays"."exchange_rate_id" is not null and "hotel_stays"."rate_date" is not null and "hotel_stays"."charge_currency" <> "hotel_stays"."currency" or "hotel_stays"."exchange_rate_id" is null and "hotel_stays"."charge_currency" = "hotel_stays"."currency" and "hotel_stays"."charge_amount" = "hotel_stays"."amount"));
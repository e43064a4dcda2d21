CREATE TABLE "exchange_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"valid_from" date NOT NULL,
	"set_by" bigint,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currencies_check" CHECK ("exchange_rates"."base" in ('IRR','USD','KWD') and "exchange_rates"."quote" in ('IRR','USD','KWD') and "exchange_rates"."base" <> "exchange_rates"."quote"),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
-- Bookings made before this migration were charged in their fares' currency, the whole amount.
ALTER TABLE "bookings" ADD COLUMN "charge_currency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charge_amount" bigint;--> statement-breakpoint
UPDATE "bookings" SET "charge_currency" = "currency", "charge_amount" = "amount";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "charge_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "charge_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_rate_id" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_date" date;--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_idx" ON "exchange_rates" USING btree ("base","quote","valid_from");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_charge_check" CHECK ("bookings"."charge_amount" >= 0 and ("bookings"."exchange_rate_id" is not null and "bookings"."rate_date" is not null and "bookings"."charge_currency" <> "bookings"."currency" or "bookings"."exchange_rate_id" is null and "bookings"."charge_currency" = "bookings"."currency" and "bookings"."charge_amount" = "bookings"."amount"));
CREATE TABLE "booking_passengers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"national_id" text,
	"passport_number" text,
	"passport_expiry" date
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"passenger_id" bigint,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"details" jsonb,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_services_kind_check" CHECK ("booking_services"."kind" in ('WCHR','PET','XBAG','CARGO')),
	CONSTRAINT "booking_services_quantity_check" CHECK ("booking_services"."quantity" > 0 and "booking_services"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"pnr" text NOT NULL,
	"tracking_code" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"lang" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text,
	"currency" text NOT NULL,
	"fare_amount" bigint NOT NULL,
	"seats_amount" bigint DEFAULT 0 NOT NULL,
	"services_amount" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"discount_code_id" integer,
	"idempotency_key" text NOT NULL,
	"user_id" bigint,
	"pay_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending_payment','confirmed','expired')),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."amount" >= 0 and "bookings"."amount" = "bookings"."fare_amount" + "bookings"."seats_amount" + "bookings"."services_amount" - "bookings"."discount_amount")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"amount" bigint,
	"currency" text,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"routes" jsonb,
	CONSTRAINT "discount_codes_used_check" CHECK ("discount_codes"."used" >= 0 and "discount_codes"."used" <= "discount_codes"."max_uses"),
	CONSTRAINT "discount_codes_kind_check" CHECK (("discount_codes"."percent" is not null and "discount_codes"."percent" between 1 and 100 and "discount_codes"."amount" is null) or ("discount_codes"."percent" is null and "discount_codes"."amount" > 0 and "discount_codes"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "quote_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"flight_id" bigint NOT NULL,
	"flight_cabin_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"seats" integer NOT NULL,
	"pets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_segments_direction_check" CHECK ("quote_segments"."direction" in ('departure','return')),
	CONSTRAINT "quote_segments_counts_check" CHECK ("quote_segments"."seats" >= 0 and "quote_segments"."pets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"agency_id" integer NOT NULL,
	"adult" integer NOT NULL,
	"child" integer NOT NULL,
	"infant" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('held','booked','expired')),
	CONSTRAINT "quotes_counts_check" CHECK ("quotes"."adult" >= 1 and "quotes"."child" >= 0 and "quotes"."infant" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flight_id" bigint NOT NULL,
	"seat" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"passenger_id" bigint NOT NULL,
	"quote_segment_id" bigint NOT NULL,
	"ticket_number" text,
	"status" text DEFAULT 'NotVerified' NOT NULL,
	"fare" bigint NOT NULL,
	"seat" text,
	"refund_percent" integer,
	"refund_amount" bigint,
	"issued_at" timestamp with time zone,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('NotVerified','Confirmed','refundRequest','refunded','refundRejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"type" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"purpose" text NOT NULL,
	"booking_id" bigint,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending','paid','failed','cancelled','reversed')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transactions" (
	"token" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_mask" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_status_check" CHECK ("sandbox_bank_transactions"."status" in ('open','paid','declined','cancelled','verified','reversed'))
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "accounting_code" text DEFAULT '000' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "pet_capacity" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "pets_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_passenger_id_booking_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."booking_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_segments" ADD CONSTRAINT "quote_segments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_segments" ADD CONSTRAINT "quote_segments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_segments" ADD CONSTRAINT "quote_segments_flight_cabin_id_flight_cabins_id_fk" FOREIGN KEY ("flight_cabin_id") REFERENCES "public"."flight_cabins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_segments" ADD CONSTRAINT "quote_segments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_passenger_id_booking_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."booking_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_quote_segment_id_quote_segments_id_fk" FOREIGN KEY ("quote_segment_id") REFERENCES "public"."quote_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_passengers_position_uq" ON "booking_passengers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_services_booking_idx" ON "booking_services" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_pnr_uq" ON "bookings" USING btree ("pnr");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_tracking_code_uq" ON "bookings" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_uq" ON "bookings" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_uq" ON "bookings" USING btree ("tenant","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("pay_by") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_tenant_code_uq" ON "discount_codes" USING btree ("tenant","code");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_segments_quote_direction_uq" ON "quote_segments" USING btree ("quote_id","direction");--> statement-breakpoint
CREATE INDEX "quotes_held_expiry_idx" ON "quotes" USING btree ("expires_at") WHERE "quotes"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_flight_seat_uq" ON "seat_assignments" USING btree ("flight_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_quote_passenger_uq" ON "seat_assignments" USING btree ("quote_id","flight_id","passenger_index");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_uq" ON "tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_passenger_segment_uq" ON "tickets" USING btree ("passenger_id","quote_segment_id");--> statement-breakpoint
CREATE INDEX "tickets_booking_idx" ON "tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_token_uq" ON "payments" USING btree ("provider","provider_token");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_pets_check" CHECK ("flights"."pets_taken" >= 0 and "flights"."pets_taken" <= "flights"."pet_capacity");
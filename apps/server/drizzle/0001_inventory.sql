CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text NOT NULL,
	"class" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"pet_capacity" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_cabins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flight_id" bigint NOT NULL,
	"cabin" text NOT NULL,
	"capacity" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "flight_cabins_available_check" CHECK ("flight_cabins"."available" >= 0 and "flight_cabins"."available" <= "flight_cabins"."capacity"),
	CONSTRAINT "flight_cabins_cabin_check" CHECK ("flight_cabins"."cabin" in ('economy','business'))
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"airline_code" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin_airport" text NOT NULL,
	"destination_airport" text NOT NULL,
	"origin_city" text NOT NULL,
	"destination_city" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"estimated_departure_at" timestamp with time zone,
	"estimated_arrival_at" timestamp with time zone,
	"origin_terminal" text,
	"destination_terminal" text,
	"aircraft_code" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_status_check" CHECK ("flights"."status" in ('scheduled','delayed','cancelled','departed','landed')),
	CONSTRAINT "flights_times_check" CHECK ("flights"."arrival_at" > "flights"."departure_at"),
	CONSTRAINT "flights_route_check" CHECK ("flights"."origin_airport" <> "flights"."destination_airport")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flight_cabin_id" bigint NOT NULL,
	"agency_id" integer NOT NULL,
	"price_class" text NOT NULL,
	"currency" text NOT NULL,
	"adult_fare" bigint NOT NULL,
	"child_fare" bigint NOT NULL,
	"infant_fare" bigint NOT NULL,
	"adult_fee" bigint NOT NULL,
	"child_fee" bigint NOT NULL,
	"infant_fee" bigint NOT NULL,
	"baggage_kg" integer NOT NULL,
	"refund_rules" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_currency_check" CHECK ("offers"."currency" in ('IRR','USD','KWD')),
	CONSTRAINT "offers_amounts_check" CHECK ("offers"."adult_fare" >= 0 and "offers"."child_fare" >= 0 and "offers"."infant_fare" >= 0 and "offers"."adult_fee" >= 0 and "offers"."child_fee" >= 0 and "offers"."infant_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flight_cabins" ADD CONSTRAINT "flight_cabins_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_airline_code_airlines_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_origin_airport_airports_code_fk" FOREIGN KEY ("origin_airport") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_destination_airport_airports_code_fk" FOREIGN KEY ("destination_airport") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_origin_city_cities_code_fk" FOREIGN KEY ("origin_city") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_destination_city_cities_code_fk" FOREIGN KEY ("destination_city") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_aircraft_code_aircraft_types_code_fk" FOREIGN KEY ("aircraft_code") REFERENCES "public"."aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_flight_cabin_id_flight_cabins_id_fk" FOREIGN KEY ("flight_cabin_id") REFERENCES "public"."flight_cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_cabins_flight_cabin_uq" ON "flight_cabins" USING btree ("flight_id","cabin");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_number_date_uq" ON "flights" USING btree ("airline_code","flight_number","departure_date");--> statement-breakpoint
CREATE INDEX "flights_search_idx" ON "flights" USING btree ("origin_city","destination_city","departure_date");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_cabin_agency_class_uq" ON "offers" USING btree ("flight_cabin_id","agency_id","price_class");--> statement-breakpoint
CREATE INDEX "offers_flight_cabin_idx" ON "offers" USING btree ("flight_cabin_id");
CREATE TABLE "hotel_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" bigint NOT NULL,
	"stay_id" bigint,
	"author_name" text NOT NULL,
	"lang" text NOT NULL,
	"value_for_price" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"staff" smallint NOT NULL,
	"facilities" smallint NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reviews_criteria_check" CHECK ("hotel_reviews"."value_for_price" between 0 and 10 and "hotel_reviews"."cleanliness" between 0 and 10 and "hotel_reviews"."staff" between 0 and 10 and "hotel_reviews"."facilities" between 0 and 10),
	CONSTRAINT "hotel_reviews_status_check" CHECK ("hotel_reviews"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_type_id" bigint NOT NULL,
	"night" date NOT NULL,
	"allotment" integer NOT NULL,
	"overbooking" smallint DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "hotel_room_nights_sold_check" CHECK ("hotel_room_nights"."sold" >= 0 and "hotel_room_nights"."sold" <= "hotel_room_nights"."allotment" + "hotel_room_nights"."overbooking"),
	CONSTRAINT "hotel_room_nights_allotment_check" CHECK ("hotel_room_nights"."allotment" >= 0 and "hotel_room_nights"."overbooking" between 0 and 5),
	CONSTRAINT "hotel_room_nights_price_check" CHECK ("hotel_room_nights"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"bed" text NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"meals" jsonb NOT NULL,
	"policy" jsonb NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "hotel_room_types_capacity_check" CHECK ("hotel_room_types"."max_adults" between 1 and 6 and "hotel_room_types"."max_children" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "hotel_stay_guests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stay_room_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nationality" text NOT NULL,
	"national_id" text,
	"passport_number" text
);
--> statement-breakpoint
CREATE TABLE "hotel_stay_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stay_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"room_type_id" bigint NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"child_ages" jsonb NOT NULL,
	"nights" jsonb NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_stays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"tracking_code" text NOT NULL,
	"status" text DEFAULT 'NotVerified' NOT NULL,
	"hotel_id" bigint NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"time_zone" text NOT NULL,
	"lang" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text,
	"currency" text NOT NULL,
	"rooms_amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"discount_code_id" integer,
	"policy" jsonb NOT NULL,
	"price_consent" jsonb,
	"idempotency_key" text NOT NULL,
	"user_id" bigint,
	"pay_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"penalty_amount" bigint,
	"refund_amount" bigint,
	CONSTRAINT "hotel_stays_dates_check" CHECK ("hotel_stays"."check_out" > "hotel_stays"."check_in"),
	CONSTRAINT "hotel_stays_amounts_check" CHECK ("hotel_stays"."amount" >= 0 and "hotel_stays"."amount" = "hotel_stays"."rooms_amount" - "hotel_stays"."discount_amount"),
	CONSTRAINT "hotel_stays_status_check" CHECK ("hotel_stays"."status" in ('NotVerified','Confirmed','CheckedIn','CheckedOut','NoShow','Cancelled','Expired'))
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"type" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"lat" real NOT NULL,
	"lng" real NOT NULL,
	"time_zone" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"phone" text NOT NULL,
	"facilities" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"overbooking" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hotels_type_check" CHECK ("hotels"."type" between 1 and 7),
	CONSTRAINT "hotels_stars_check" CHECK ("hotels"."stars" between 1 and 5),
	CONSTRAINT "hotels_overbooking_check" CHECK ("hotels"."overbooking" between 0 and 5),
	CONSTRAINT "hotels_times_check" CHECK ("hotels"."check_in_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "hotels"."check_out_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_stay_id_hotel_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."hotel_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stay_guests" ADD CONSTRAINT "hotel_stay_guests_stay_room_id_hotel_stay_rooms_id_fk" FOREIGN KEY ("stay_room_id") REFERENCES "public"."hotel_stay_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stay_rooms" ADD CONSTRAINT "hotel_stay_rooms_stay_id_hotel_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."hotel_stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stay_rooms" ADD CONSTRAINT "hotel_stay_rooms_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_stay_uq" ON "hotel_reviews" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_nights_uq" ON "hotel_room_nights" USING btree ("room_type_id","night");--> statement-breakpoint
CREATE INDEX "hotel_room_nights_night_idx" ON "hotel_room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel_idx" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stay_guests_uq" ON "hotel_stay_guests" USING btree ("stay_room_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stay_rooms_uq" ON "hotel_stay_rooms" USING btree ("stay_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stays_tracking_uq" ON "hotel_stays" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stays_idempotency_uq" ON "hotel_stays" USING btree ("tenant","idempotency_key");--> statement-breakpoint
CREATE INDEX "hotel_stays_user_idx" ON "hotel_stays" USING btree ("tenant","user_id");--> statement-breakpoint
CREATE INDEX "hotel_stays_pending_idx" ON "hotel_stays" USING btree ("pay_by") WHERE "hotel_stays"."status" = 'NotVerified';--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_code");
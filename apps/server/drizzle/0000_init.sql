CREATE TABLE "site_content" (
	"tenant" text NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_tenant_key_lang_pk" PRIMARY KEY("tenant","key","lang")
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "airports_code_format" CHECK ("airports"."code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"province_id" integer,
	"name" jsonb NOT NULL,
	CONSTRAINT "cities_country_code_format" CHECK ("cities"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_city_code_idx" ON "airports" USING btree ("city_code");
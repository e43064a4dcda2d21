ALTER TABLE "booking_passengers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD COLUMN "birth_country" text;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD COLUMN "passport_country" text;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD COLUMN "phone" text;
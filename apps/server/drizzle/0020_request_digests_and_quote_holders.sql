ALTER TABLE "bookings" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD COLUMN "request_digest" text;
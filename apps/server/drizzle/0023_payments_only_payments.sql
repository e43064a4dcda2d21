-- Payments know only payments: a payment names its purchase by kind and id (purpose,
-- purchase_id) and carries no product column or key into a product's table; it keeps where the
-- payer goes to pay it (payment_url), as its provider answered. The data block must run BEFORE
-- the generated column drops below (it reads the columns they remove).
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_id_bookings_id_fk";--> statement-breakpoint
DROP INDEX "payments_booking_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_url" text;--> statement-breakpoint
-- data: a purchase id still missing (0 since migration 0012) is taken from the column that held it; the sandbox bank's page of each payment
UPDATE "payments"
   SET "purchase_id" = CASE "purpose" WHEN 'topup' THEN "user_id" ELSE "booking_id" END
 WHERE "purchase_id" = 0
   AND CASE "purpose" WHEN 'topup' THEN "user_id" ELSE "booking_id" END IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "payment_url" = '/bank/sandbox/' || "provider_token" WHERE "provider" = 'sandbox';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "booking_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "user_id";

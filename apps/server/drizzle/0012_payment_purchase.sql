-- A payment names what it pays for by kind and id, whatever was bought: the kinds payments had
-- before kept their id in booking_id (a booking, services added to one) or user_id (a top-up).
ALTER TABLE "payments" ADD COLUMN "purchase_id" bigint;--> statement-breakpoint
UPDATE "payments"
   SET "purchase_id" = coalesce(CASE "purpose" WHEN 'topup' THEN "user_id" ELSE "booking_id" END, 0);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "purchase_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_purchase_idx" ON "payments" USING btree ("purpose","purchase_id");

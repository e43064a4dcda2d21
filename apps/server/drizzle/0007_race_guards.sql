CREATE UNIQUE INDEX "payment_events_settled_uq" ON "payment_events" USING btree ("payment_id") WHERE "payment_events"."type" = 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_topup_payment_uq" ON "wallet_entries" USING btree ("payment_id") WHERE "wallet_entries"."kind" = 'topup';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_booking_payment_uq" ON "wallet_entries" USING btree ("booking_id") WHERE "wallet_entries"."kind" = 'payment';--> statement-breakpoint
-- A refunded ticket is final: its money went back once, so no later write may move it again
-- (drizzle's schema has no triggers; this one lives in this migration only).
CREATE FUNCTION "tickets_refund_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket % is already refunded', OLD.id USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tickets_refund_is_final" BEFORE UPDATE OF "status", "refund_percent", "refund_amount" ON "tickets" FOR EACH ROW WHEN (OLD."status" = 'refunded') EXECUTE FUNCTION "tickets_refund_is_final"();

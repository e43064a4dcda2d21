CREATE TABLE "refund_request_tickets" (
	"refund_request_id" bigint NOT NULL,
	"ticket_id" bigint NOT NULL,
	"refund_percent" integer NOT NULL,
	"refund_amount" bigint NOT NULL,
	CONSTRAINT "refund_request_tickets_refund_request_id_ticket_id_pk" PRIMARY KEY("refund_request_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"payment_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending','approved','rejected')),
	CONSTRAINT "refund_requests_mode_check" CHECK ("refund_requests"."mode" in ('Normal','Cancel','Delay','NoShow')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "payment_id" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_bank_transactions" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_request_tickets" ADD CONSTRAINT "refund_request_tickets_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_tickets" ADD CONSTRAINT "refund_request_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_request_tickets_ticket_idx" ON "refund_request_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "refund_requests_booking_idx" ON "refund_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refund_requests_pending_idx" ON "refund_requests" USING btree ("requested_at") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "sandbox_bank_transactions" ADD CONSTRAINT "sandbox_bank_refunded_check" CHECK ("sandbox_bank_transactions"."refunded" >= 0 and "sandbox_bank_transactions"."refunded" <= "sandbox_bank_transactions"."amount");
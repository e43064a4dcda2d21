-- Payment providers: a registry chosen per payment by its row (decision 018). Payments record
-- each provider notification they acted on (payment_notifications: refused a second time) and
-- find a payment by its token alone; Sandbox Pay, the provider that notifies by a signed
-- webhook, keeps its own tables. No data moves.
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_movements_kind_check" CHECK ("sandbox_pay_movements"."kind" in ('captured','reversed','refunded')),
	CONSTRAINT "sandbox_pay_movements_amount_check" CHECK ("sandbox_pay_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"type" text NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_payments" (
	"token" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference" text,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pay_refunded_check" CHECK ("sandbox_pay_payments"."refunded" >= 0 and "sandbox_pay_payments"."refunded" <= "sandbox_pay_payments"."amount"),
	CONSTRAINT "sandbox_pay_status_check" CHECK ("sandbox_pay_payments"."status" in ('open','authorized','declined','cancelled','captured','reversed'))
);
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pay_movements" ADD CONSTRAINT "sandbox_pay_movements_token_sandbox_pay_payments_token_fk" FOREIGN KEY ("token") REFERENCES "public"."sandbox_pay_payments"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pay_notifications" ADD CONSTRAINT "sandbox_pay_notifications_token_sandbox_pay_payments_token_fk" FOREIGN KEY ("token") REFERENCES "public"."sandbox_pay_payments"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_uq" ON "payment_notifications" USING btree ("provider","notification_id");--> statement-breakpoint
CREATE INDEX "sandbox_pay_movements_at_idx" ON "sandbox_pay_movements" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sandbox_pay_notifications_pending_idx" ON "sandbox_pay_notifications" USING btree ("created_at") WHERE "sandbox_pay_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "payments_token_idx" ON "payments" USING btree ("provider_token");
CREATE TABLE "bank_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"bank_reference" text NOT NULL,
	"invoice_reference" text NOT NULL,
	"invoice_id" bigint,
	"payment_id" bigint,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount" > 0),
	CONSTRAINT "bank_transfers_status_check" CHECK (("bank_transfers"."status" = 'matched' and "bank_transfers"."payment_id" is not null and "bank_transfers"."invoice_id" is not null and "bank_transfers"."reason" is null)
        or ("bank_transfers"."status" = 'unmatched' and "bank_transfers"."payment_id" is null and "bank_transfers"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"purchase_id" bigint NOT NULL,
	"payer_kind" text NOT NULL,
	"payer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open','paid','void')),
	CONSTRAINT "invoices_payer_check" CHECK ("invoices"."payer_kind" in ('agency','customer') and "invoices"."payer_id" > 0),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_reference_check" CHECK ("invoices"."reference" ~ '^INV-[0-9]{4}-[0-9]{6,15}$'),
	CONSTRAINT "invoices_due_check" CHECK ("invoices"."due_on" >= "invoices"."issued_on"),
	CONSTRAINT "invoices_purchase_check" CHECK ("invoices"."purchase_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_uq" ON "bank_transfers" USING btree ("tenant","bank_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_payment_uq" ON "bank_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_invoice_idx" ON "bank_transfers" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_uq" ON "invoices" USING btree ("tenant","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_purchase_uq" ON "invoices" USING btree ("tenant","purpose","purchase_id") WHERE "invoices"."status" = 'open';
CREATE TABLE "bank_reconciliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"bank_total" bigint NOT NULL,
	"ledger_total" bigint NOT NULL,
	"differences" jsonb NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"settled" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_bank_movements_kind_check" CHECK ("sandbox_bank_movements"."kind" in ('paid','verified','reversed','refunded')),
	CONSTRAINT "sandbox_bank_movements_amount_check" CHECK ("sandbox_bank_movements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_bank_movements" ADD CONSTRAINT "sandbox_bank_movements_token_sandbox_bank_transactions_token_fk" FOREIGN KEY ("token") REFERENCES "public"."sandbox_bank_transactions"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_reconciliations_day_uq" ON "bank_reconciliations" USING btree ("tenant","provider","day","currency");--> statement-breakpoint
CREATE INDEX "sandbox_bank_movements_at_idx" ON "sandbox_bank_movements" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sandbox_bank_movements_token_idx" ON "sandbox_bank_movements" USING btree ("token");
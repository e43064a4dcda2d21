CREATE TABLE "ledger_credit_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"limit" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by" bigint,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_credit_limits_limit_check" CHECK ("ledger_credit_limits"."limit" >= 0),
	CONSTRAINT "ledger_credit_limits_reason_check" CHECK ("ledger_credit_limits"."reason" <> '')
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_floor_check";--> statement-breakpoint
ALTER TABLE "ledger_credit_limits" ADD CONSTRAINT "ledger_credit_limits_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_credit_limits_account_idx" ON "ledger_credit_limits" USING btree ("account_id","effective_from","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_floor_check" CHECK ("ledger_accounts"."floor" is null or "ledger_accounts"."kind" = 'agency_credit' or "ledger_accounts"."balance" >= "ledger_accounts"."floor");
--> statement-breakpoint
-- data: every credit line's limit, kept so far as its floor, brought in as its first limit
-- (effective since the line was opened), and the floor left only marking a kept balance. No
-- balance or posting moves: the guard lets a floor change (it keeps only whether there is one).
INSERT INTO "ledger_credit_limits" ("account_id", "limit", "effective_from", "set_by", "reason")
SELECT "id", 0 - "floor", "created_at", NULL, 'the line''s limit before migration 0026 (its floor)'
  FROM "ledger_accounts"
 WHERE "kind" = 'agency_credit' AND "floor" < 0
 ORDER BY "id";--> statement-breakpoint
UPDATE "ledger_accounts" SET "floor" = 0 WHERE "kind" = 'agency_credit' AND "floor" <> 0;--> statement-breakpoint
-- trigger: a limit once set is history: never changed or removed (as postings and entries).
CREATE TRIGGER "ledger_credit_limits_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_credit_limits" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_stay"();--> statement-breakpoint
-- trigger: a posting moves a kept balance as migration 0011 made it, and a spend of a credit line
-- is compared with the limit in force at that moment (decision 020). The balance's UPDATE takes
-- the account's row lock first, as setting a limit does (ledger.repository.ts, lockAccount), and
-- this function is volatile, so the limits are read afterwards in a snapshot of their own: a
-- limit set during a sale is committed before its lock is granted (and counts) or waits for the
-- sale to end (and counts from the next posting), never read between the check and the write.
-- Only a spend (the balance lowered) is refused: a refund or repayment passes even on a line still
-- over a limit lowered since it was spent. The moment is the database's clock when the posting
-- takes effect, not the entry's occurred_at, which the caller says and may lie in the past.
CREATE OR REPLACE FUNCTION "ledger_posting_moves_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept boolean;
  account_kind text;
  change bigint;
  in_force bigint;
BEGIN
  SELECT a."floor" IS NOT NULL, a."kind",
         CASE a."normal_side" WHEN 'debit' THEN NEW."amount" ELSE 0 - NEW."amount" END
    INTO kept, account_kind, change
    FROM "ledger_accounts" AS a
   WHERE a."id" = NEW."account_id"
     AND a."currency" = NEW."currency"
     AND a."tenant" = (SELECT e."tenant" FROM "ledger_entries" AS e WHERE e."id" = NEW."entry_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'posting % (% %) is not in the currency and tenant of account %',
      NEW."id", NEW."amount", NEW."currency", NEW."account_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_account_check';
  END IF;
  IF NOT kept THEN
    NEW."balance_after" := NULL;
    RETURN NEW;
  END IF;
  UPDATE "ledger_accounts" AS a
     SET "balance" = a."balance" + change
   WHERE a."id" = NEW."account_id"
  RETURNING a."balance" INTO NEW."balance_after";
  IF account_kind = 'agency_credit' AND change < 0 THEN
    SELECT l."limit" INTO in_force
      FROM "ledger_credit_limits" AS l
     WHERE l."account_id" = NEW."account_id" AND l."effective_from" <= clock_timestamp()
     ORDER BY l."effective_from" DESC, l."id" DESC
     LIMIT 1;
    IF NEW."balance_after" < 0 - coalesce(in_force, 0) THEN
      RAISE EXCEPTION 'credit line % would stand at %, past its limit in force of %',
        NEW."account_id", NEW."balance_after", coalesce(in_force, 0)
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_credit_limit_check';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

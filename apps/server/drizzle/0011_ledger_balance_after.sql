ALTER TABLE "ledger_postings" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
-- Running balances are kept only where a race could overdraw: accounts with a floor (a wallet, a
-- prepaid balance, a credit line). The platform's own accounts (bank clearing, revenue, purchase
-- clearing, …) are posted to by every payment; keeping their balance would make every payment
-- queue on one row lock until it commits. Their balance is the sum of their postings, read when
-- asked; their `balance` column stays at zero.
--
-- Postings written before this column existed get the balance after them in the order of their
-- ids (the only order known for them), for kept accounts; the append-only guard steps aside for
-- that one update, and the running balance of every account no longer kept goes back to zero.
ALTER TABLE "ledger_postings" DISABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
UPDATE "ledger_postings" AS p
   SET "balance_after" = s."after"
  FROM (
    SELECT q."id",
           sum(CASE a."normal_side" WHEN 'debit' THEN q."amount" ELSE 0 - q."amount" END)
             OVER (PARTITION BY q."account_id" ORDER BY q."id") AS "after"
      FROM "ledger_postings" AS q
      JOIN "ledger_accounts" AS a ON a."id" = q."account_id"
     WHERE a."floor" IS NOT NULL
  ) AS s
 WHERE s."id" = p."id";--> statement-breakpoint
ALTER TABLE "ledger_postings" ENABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DISABLE TRIGGER "ledger_accounts_guard";--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "floor" IS NULL AND "balance" <> 0;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ENABLE TRIGGER "ledger_accounts_guard";--> statement-breakpoint
-- A posting checks its account's currency and tenant; to a kept account it moves the balance
-- before it is written and keeps the balance it reached: the UPDATE takes the account's row lock,
-- so two spends of one wallet queue there, the floor's CHECK refuses an overdraft under any race,
-- and each posting's balance_after is the true balance in the order postings took effect.
-- (Whatever an insert says for balance_after is replaced here.)
DROP TRIGGER "ledger_posting_moves_balance" ON "ledger_postings";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_posting_moves_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept boolean;
BEGIN
  SELECT a."floor" IS NOT NULL INTO kept
    FROM "ledger_accounts" AS a
   WHERE a."id" = NEW."account_id"
     AND a."currency" = NEW."currency"
     AND a."tenant" = (SELECT e."tenant" FROM "ledger_entries" AS e WHERE e."id" = NEW."entry_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'posting % (% %) is not in the currency and tenant of account %',
      NEW."id", NEW."amount", NEW."currency", NEW."account_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_account_check';
  END IF;
  IF kept THEN
    UPDATE "ledger_accounts" AS a
       SET "balance" = a."balance" + CASE a."normal_side" WHEN 'debit' THEN NEW."amount" ELSE 0 - NEW."amount" END
     WHERE a."id" = NEW."account_id"
    RETURNING a."balance" INTO NEW."balance_after";
  ELSE
    NEW."balance_after" := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_posting_moves_balance" BEFORE INSERT ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "ledger_posting_moves_balance"();--> statement-breakpoint
-- Whether an account's balance is kept is fixed when it is opened: a floor may change (an
-- agency's new credit limit) but an account never gains or loses one.
CREATE OR REPLACE FUNCTION "ledger_accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."balance" <> 0 THEN
      RAISE EXCEPTION 'account % must start at zero', NEW."code"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."tenant", NEW."code", NEW."kind", NEW."normal_side", NEW."currency", NEW."created_at")
     IS DISTINCT FROM (OLD."id", OLD."tenant", OLD."code", OLD."kind", OLD."normal_side", OLD."currency", OLD."created_at")
     OR (NEW."floor" IS NULL) <> (OLD."floor" IS NULL) THEN
    RAISE EXCEPTION 'account % keeps what it is', OLD."code"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
  END IF;
  IF NEW."balance" IS DISTINCT FROM OLD."balance" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'only a posting moves the balance of account %', OLD."code"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
  END IF;
  RETURN NEW;
END;
$$;

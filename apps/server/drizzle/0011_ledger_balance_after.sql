ALTER TABLE "ledger_postings" ADD COLUMN "balance_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Postings written before this column existed get the balance after them in the order of their
-- ids (the only order known for them); the append-only guard steps aside for that one update.
ALTER TABLE "ledger_postings" DISABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
UPDATE "ledger_postings" AS p
   SET "balance_after" = s."after"
  FROM (
    SELECT q."id",
           sum(CASE a."normal_side" WHEN 'debit' THEN q."amount" ELSE 0 - q."amount" END)
             OVER (PARTITION BY q."account_id" ORDER BY q."id") AS "after"
      FROM "ledger_postings" AS q
      JOIN "ledger_accounts" AS a ON a."id" = q."account_id"
  ) AS s
 WHERE s."id" = p."id";--> statement-breakpoint
ALTER TABLE "ledger_postings" ENABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
-- The posting now moves its account's balance before it is written, and keeps the balance it
-- reached: the UPDATE takes the account's row lock, so each posting's balance_after is the true
-- balance in the order postings took effect, even when two writers' ids came in the other order.
-- (Whatever an insert says for balance_after is replaced here.)
DROP TRIGGER "ledger_posting_moves_balance" ON "ledger_postings";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_posting_moves_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ledger_accounts" AS a
     SET "balance" = a."balance" + CASE a."normal_side" WHEN 'debit' THEN NEW."amount" ELSE 0 - NEW."amount" END
   WHERE a."id" = NEW."account_id"
     AND a."currency" = NEW."currency"
     AND a."tenant" = (SELECT e."tenant" FROM "ledger_entries" AS e WHERE e."id" = NEW."entry_id")
  RETURNING a."balance" INTO NEW."balance_after";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'posting % (% %) is not in the currency and tenant of account %',
      NEW."id", NEW."amount", NEW."currency", NEW."account_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_account_check';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_posting_moves_balance" BEFORE INSERT ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "ledger_posting_moves_balance"();

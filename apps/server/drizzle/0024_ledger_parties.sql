ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency_check";--> statement-breakpoint
-- Generated as NOT NULL; added empty here, filled and made NOT NULL by the data part below.
ALTER TABLE "ledger_accounts" ADD COLUMN "party_kind" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "party_id" text;--> statement-breakpoint
CREATE INDEX "ledger_accounts_party_idx" ON "ledger_accounts" USING btree ("tenant","party_kind","party_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" ~ '^([A-Z]{3}|MILE)$');--> statement-breakpoint
-- data: every account brought to its party (decision 019), then the party made required and fixed
-- The codes say whose an account is (`@parvaz/domain/ledger/accounts`): a wallet is its
-- customer's, a credit line or prepaid balance its agency's, a GSA's account its GSA's; every
-- other account kept so far (bank clearing, revenue, discount, purchase clearing, tax, the one
-- commission payable, opening balance, refund penalty) is the brand's, whose id is the tenant.
-- Only the new columns move: the guard lets them (it fixes the columns it names), and no
-- balance or posting changes.
UPDATE "ledger_accounts" SET
  "party_kind" = CASE
    WHEN "code" ~ '^wallet:user:[0-9]+$' THEN 'customer'
    WHEN "code" ~ '^(agency_credit|agency_prepaid):agency:[0-9]+$' THEN 'agency'
    WHEN "code" ~ '^gsa:user:[0-9]+$' THEN 'gsa'
    ELSE 'brand' END,
  "party_id" = CASE
    WHEN "code" ~ '^(wallet:user|agency_credit:agency|agency_prepaid:agency|gsa:user):[0-9]+$'
      THEN substring("code" from '([0-9]+)$')
    ELSE "tenant" END;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "party_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "party_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_party_check" CHECK ("ledger_accounts"."party_kind" in ('brand','customer','agency','gsa','airline') and "ledger_accounts"."party_id" <> '' and ("ledger_accounts"."party_kind" = 'brand') = ("ledger_accounts"."party_id" = "ledger_accounts"."tenant"));--> statement-breakpoint
-- An account's party is as fixed as its code: the guard of migration 0011, with the party added.
CREATE OR REPLACE FUNCTION "ledger_accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."balance" <> 0 THEN
      RAISE EXCEPTION 'account % must start at zero', NEW."code"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."tenant", NEW."code", NEW."kind", NEW."normal_side", NEW."currency", NEW."created_at", NEW."party_kind", NEW."party_id")
     IS DISTINCT FROM (OLD."id", OLD."tenant", OLD."code", OLD."kind", OLD."normal_side", OLD."currency", OLD."created_at", OLD."party_kind", OLD."party_id")
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

CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"normal_side" text NOT NULL,
	"currency" text NOT NULL,
	"floor" bigint,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_floor_check" CHECK ("ledger_accounts"."floor" is null or "ledger_accounts"."balance" >= "ledger_accounts"."floor"),
	CONSTRAINT "ledger_accounts_floor_sign_check" CHECK ("ledger_accounts"."floor" is null or "ledger_accounts"."floor" <= 0),
	CONSTRAINT "ledger_accounts_side_check" CHECK ("ledger_accounts"."normal_side" in ('debit','credit')),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"purchase_kind" text,
	"purchase_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_purchase_check" CHECK (("ledger_entries"."purchase_kind" is null) = ("ledger_entries"."purchase_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_uq" ON "ledger_accounts" USING btree ("tenant","code","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_uq" ON "ledger_entries" USING btree ("tenant","key");--> statement-breakpoint
CREATE INDEX "ledger_entries_purchase_idx" ON "ledger_entries" USING btree ("purchase_kind","purchase_id") WHERE "ledger_entries"."purchase_kind" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("tenant","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
-- What follows is written by hand (drizzle's schema has no triggers; these live in this migration
-- only). The ledger's rules hold in the database, whatever code writes to it.
--
-- Entries and postings are append-only, and accounts are never removed: a mistake is corrected by
-- a new entry that reverses it, so every figure ever shown can be traced. Statement-level, so
-- even an UPDATE or DELETE that matches no row is refused.
CREATE FUNCTION "ledger_rows_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% keeps its rows: no % reaches them', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_append_only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_stay"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_stay"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_append_only" BEFORE DELETE OR TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_stay"();--> statement-breakpoint
-- A posting moves its account's running balance in its own transaction, so a balance is always
-- the sum of the account's postings. The UPDATE takes the account's row lock: two spends of one
-- wallet queue there, and the second sees the first's balance, so the floor CHECK refuses an
-- overdraft under any race. The same UPDATE refuses a posting in another currency than its
-- account's, or to an account of another tenant than its entry's.
CREATE FUNCTION "ledger_posting_moves_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ledger_accounts" AS a
     SET "balance" = a."balance" + CASE a."normal_side" WHEN 'debit' THEN NEW."amount" ELSE 0 - NEW."amount" END
   WHERE a."id" = NEW."account_id"
     AND a."currency" = NEW."currency"
     AND a."tenant" = (SELECT e."tenant" FROM "ledger_entries" AS e WHERE e."id" = NEW."entry_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'posting % (% %) is not in the currency and tenant of account %',
      NEW."id", NEW."amount", NEW."currency", NEW."account_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_account_check';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_posting_moves_balance" AFTER INSERT ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "ledger_posting_moves_balance"();--> statement-breakpoint
-- Nothing but a posting sets a balance: an account starts at zero, its tenant, code, kind, side
-- and currency never change, and its balance changes only inside the posting trigger (trigger
-- depth 2). Its floor may change (an agency's new credit limit), and the CHECK still holds.
CREATE FUNCTION "ledger_accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."balance" <> 0 THEN
      RAISE EXCEPTION 'account % must start at zero', NEW."code"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."tenant", NEW."code", NEW."kind", NEW."normal_side", NEW."currency", NEW."created_at")
     IS DISTINCT FROM (OLD."id", OLD."tenant", OLD."code", OLD."kind", OLD."normal_side", OLD."currency", OLD."created_at") THEN
    RAISE EXCEPTION 'account % keeps what it is', OLD."code"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
  END IF;
  IF NEW."balance" IS DISTINCT FROM OLD."balance" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'only a posting moves the balance of account %', OLD."code"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_guard';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE INSERT OR UPDATE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_guard"();--> statement-breakpoint
-- An entry commits only with two postings or more that sum to zero in each currency. Deferred to
-- the commit, when all of the transaction's postings are in; checked for each new entry (one with
-- no posting at all) and each new posting (one added later to an older entry).
CREATE FUNCTION "ledger_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  postings integer;
  unbalanced text;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    entry := NEW."id";
  ELSE
    entry := NEW."entry_id";
  END IF;
  SELECT count(*) INTO postings FROM "ledger_postings" WHERE "entry_id" = entry;
  IF postings < 2 THEN
    RAISE EXCEPTION 'ledger entry % has % posting(s); it needs two or more', entry, postings
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  SELECT string_agg(s."total" || ' ' || s."currency", ', ') INTO unbalanced
    FROM (SELECT "currency", sum("amount") AS "total" FROM "ledger_postings"
           WHERE "entry_id" = entry GROUP BY "currency" HAVING sum("amount") <> 0) AS s;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance: %', entry, unbalanced
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entry_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balances"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_posting_balanced" AFTER INSERT ON "ledger_postings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balances"();

-- A posting's account is found by the posting trigger (in the posting's currency and the entry's
-- tenant) or the posting is refused, and accounts are never removed (ledger_accounts_append_only):
-- the foreign key added nothing but a share lock on the account's row for every posting. The
-- platform's own accounts take a posting from every payment, so those locks made concurrent
-- payments queue on a handful of rows.
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";

-- Customers and the credit ledger.
-- 1. Search: case-insensitive substring match on name, phone, email and display id, served by a
--    trigram index (pg_trgm: PostgreSQL contrib; PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_search_trgm_idx ON customers
  USING gin ((lower(name || ' ' || phone || ' ' || coalesce(email, '') || ' ' || display_id)) gin_trgm_ops);
--> statement-breakpoint
-- 2. The directory's order (name, case-insensitive) with keyset paging, inside one store.
CREATE INDEX IF NOT EXISTS customers_store_lower_name_idx ON customers (store_id, lower(name), id);
--> statement-breakpoint
-- 3. Active Credits tile: customers whose daily credit date is today.
CREATE INDEX IF NOT EXISTS customers_store_daily_credit_idx ON customers (store_id, daily_credit_on);
--> statement-breakpoint
-- 4. The ledger is append-only: no UPDATE ever; DELETE only as the cascade of deleting its customer
--    (or store), never a direct statement. pg_trigger_depth() is 1 for a direct DELETE and more
--    when the delete comes from the foreign key's cascade trigger.
CREATE OR REPLACE FUNCTION credit_transactions_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'credit_transactions is append-only (% refused)', TG_OP USING ERRCODE = 'raise_exception';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS credit_transactions_append_only ON credit_transactions;
--> statement-breakpoint
CREATE TRIGGER credit_transactions_append_only BEFORE UPDATE OR DELETE ON credit_transactions
  FOR EACH ROW EXECUTE FUNCTION credit_transactions_append_only();
--> statement-breakpoint
-- 5. A customer's history, newest first, with a stable tie-break.
CREATE INDEX IF NOT EXISTS credit_transactions_customer_created_idx ON credit_transactions (store_id, customer_id, created_at DESC, id DESC);

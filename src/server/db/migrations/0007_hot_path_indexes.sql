DROP INDEX "credit_transactions_store_customer_idx";--> statement-breakpoint
DROP INDEX "credit_transactions_store_date_idx";--> statement-breakpoint
-- The give-credit UPDATE of customers (balance, daily_credit_on, updated_at) becomes a HOT update:
-- no indexed column changes, and each page keeps 10 % free for the new row version
-- (docs/decisions/015-hot-path-indexes-and-cpu.md). Pages written before this keep filling as they were.
ALTER TABLE customers SET (fillfactor = 90);
--> statement-breakpoint
-- The Active Credits tile is answered from today's ledger rows ((store_id, business_date, …) index).
DROP INDEX IF EXISTS customers_store_daily_credit_idx;
--> statement-breakpoint
-- The red-flag list and count read a store's flagged customers (a few) and sort them themselves:
-- updated_at is no longer indexed, so every balance change can stay HOT.
DROP INDEX IF EXISTS customers_store_red_flag_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_store_red_flag_idx ON customers (store_id, id) WHERE internal_red_flag;
--> statement-breakpoint
-- The audit trigger of tables with an `id` and a `store_id` reads both from the row itself instead of
-- turning the whole row into jsonb to look them up: the same facts recorded, at a fraction of the cost
-- (plpgsql resolves NEW.id and NEW.store_id per table). Tables without a store_id keep audit_row_change().
CREATE OR REPLACE FUNCTION audit_store_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
    VALUES (TG_OP, TG_TABLE_NAME, OLD.id::text, nullif(current_setting('app.actor_id', true), ''), OLD.store_id,
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100));
  ELSE
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
    VALUES (TG_OP, TG_TABLE_NAME, NEW.id::text, nullif(current_setting('app.actor_id', true), ''), NEW.store_id,
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY['customers', 'credit_transactions', 'user_roles', 'daily_logs', 'payroll_entries',
    'community_posts', 'community_messages', 'stored_objects', 'subscription_payments'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON %I', target);
    EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_store_row_change()', target);
  END LOOP;
END;
$$;

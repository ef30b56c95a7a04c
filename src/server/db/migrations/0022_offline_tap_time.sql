-- The tap time of a ledger write kept on a device offline (decision 051); null for a write sent at once.
-- Nullable, no default: adding it rewrites nothing.
ALTER TABLE "credit_transactions" ADD COLUMN "occurred_at" timestamp with time zone;
--> statement-breakpoint
-- The ledger's audit row shows both times of a write kept offline: the tap (occurred_at) and when the
-- server received it (created_at). A write sent at once keeps the cheap row of audit_store_row_change()
-- (no values: the audit row's own time is the write's). Same bulk switch as audit_store_row_change().
CREATE OR REPLACE FUNCTION audit_ledger_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.audit_bulk', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
    VALUES (TG_OP, TG_TABLE_NAME, OLD.id::text, nullif(current_setting('app.actor_id', true), ''), OLD.store_id,
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100));
  ELSE
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent, new_values)
    VALUES (TG_OP, TG_TABLE_NAME, NEW.id::text, nullif(current_setting('app.actor_id', true), ''), NEW.store_id,
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100),
            CASE WHEN NEW.occurred_at IS NOT NULL
              THEN jsonb_build_object('occurred_at', NEW.occurred_at, 'created_at', NEW.created_at, 'business_date', NEW.business_date)
            END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_row_change ON credit_transactions;
--> statement-breakpoint
CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON credit_transactions FOR EACH ROW EXECUTE FUNCTION audit_ledger_row_change();

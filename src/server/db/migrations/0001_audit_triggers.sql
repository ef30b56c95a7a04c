-- Security audit log: every insert, update and delete on the store tables is recorded by a trigger.
-- The actor, IP and user agent come from transaction-local settings that the request sets
-- (set_config('app.actor_id', …, true)); rows written without them are recorded with a null actor.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
  row_store uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := to_jsonb(OLD);
  ELSE
    row_data := to_jsonb(NEW);
  END IF;
  IF TG_TABLE_NAME = 'stores' THEN
    row_store := (row_data->>'id')::uuid;
  ELSE
    row_store := nullif(row_data->>'store_id', '')::uuid;
  END IF;
  INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
  VALUES (
    TG_OP,
    TG_TABLE_NAME,
    coalesce(row_data->>'id', row_data->>'key'),
    nullif(current_setting('app.actor_id', true), ''),
    row_store,
    nullif(current_setting('app.ip', true), ''),
    left(nullif(current_setting('app.user_agent', true), ''), 100)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attach_audit_trigger(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row_change()',
    target
  );
END;
$$;
--> statement-breakpoint
SELECT attach_audit_trigger(t::regclass) FROM unnest(ARRAY[
  'stores', 'user_roles', 'profiles', 'admin_users', 'customers', 'credit_transactions', 'daily_logs',
  'payroll_entries', 'community_posts', 'community_messages', 'stored_objects', 'subscription_payments',
  'system_settings'
]) AS t;

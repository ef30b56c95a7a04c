CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"is_ok" boolean NOT NULL,
	"error" text,
	"details" jsonb
);
--> statement-breakpoint
DROP INDEX "security_audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "security_audit_log_store_id_idx";--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "old_values" jsonb;--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "new_values" jsonb;--> statement-breakpoint
CREATE INDEX "security_audit_log_user_id_idx" ON "security_audit_log" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "security_audit_log_table_name_idx" ON "security_audit_log" USING btree ("table_name","created_at","id");--> statement-breakpoint
CREATE INDEX "security_audit_log_created_at_idx" ON "security_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "security_audit_log_store_id_idx" ON "security_audit_log" USING btree ("store_id","created_at","id");--> statement-breakpoint
-- hand-written:
-- Old → new values in the security audit log (decision 040). Secrets never reach the log: a column
-- named like a password, secret or token, and a system setting whose key is named so, read '********'.
CREATE OR REPLACE FUNCTION audit_mask(data jsonb, table_name text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_object_agg(
    e.key,
    CASE
      WHEN e.key ~* '(password|secret|token)' THEN to_jsonb('********'::text)
      WHEN table_name = 'system_settings' AND e.key = 'value' AND coalesce(data->>'key', '') ~* '(password|secret|token)'
        THEN to_jsonb('********'::text)
      ELSE e.value
    END)
  FROM jsonb_each(data) AS e
$$;
--> statement-breakpoint
-- The platform tables (stores, profiles, admin_users, system_settings: few rows, rare writes) record
-- what changed: an UPDATE the changed columns before and after (updated_at left out), an INSERT the
-- new row, a DELETE the old one. The busy store tables keep the lean audit_store_row_change().
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
  old_data jsonb;
  new_data jsonb;
  old_vals jsonb;
  new_vals jsonb;
  row_store uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := to_jsonb(OLD);
    old_vals := audit_mask(row_data, TG_TABLE_NAME);
  ELSIF TG_OP = 'INSERT' THEN
    row_data := to_jsonb(NEW);
    new_vals := audit_mask(row_data, TG_TABLE_NAME);
  ELSE
    old_data := to_jsonb(OLD);
    new_data := to_jsonb(NEW);
    row_data := new_data;
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_data->o.key)
      INTO old_vals, new_vals
      FROM jsonb_each(old_data) AS o
      WHERE o.key <> 'updated_at' AND o.value IS DISTINCT FROM new_data->o.key;
    -- the key of a system setting says which one changed
    IF TG_TABLE_NAME = 'system_settings' AND old_vals IS NOT NULL THEN
      old_vals := old_vals || jsonb_build_object('key', new_data->'key');
      new_vals := new_vals || jsonb_build_object('key', new_data->'key');
    END IF;
    old_vals := audit_mask(old_vals, TG_TABLE_NAME);
    new_vals := audit_mask(new_vals, TG_TABLE_NAME);
  END IF;
  IF TG_TABLE_NAME = 'stores' THEN
    row_store := (row_data->>'id')::uuid;
  ELSE
    row_store := nullif(row_data->>'store_id', '')::uuid;
  END IF;
  INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent, old_values, new_values)
  VALUES (
    TG_OP,
    TG_TABLE_NAME,
    coalesce(row_data->>'id', row_data->>'key'),
    nullif(current_setting('app.actor_id', true), ''),
    row_store,
    nullif(current_setting('app.ip', true), ''),
    left(nullif(current_setting('app.user_agent', true), ''), 100),
    old_vals,
    new_vals
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A bulk action that writes its own single audit row (the all-stores daily credit reset, decision 039)
-- sets app.audit_bulk = 'on' for its transaction: the per-row trigger of the store tables stays quiet
-- instead of writing a million rows. Only server code sets it, inside that one transaction.
CREATE OR REPLACE FUNCTION audit_store_row_change() RETURNS trigger
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
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
    VALUES (TG_OP, TG_TABLE_NAME, NEW.id::text, nullif(current_setting('app.actor_id', true), ''), NEW.store_id,
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The active-sessions list reads the sessions that have not expired, newest first.
CREATE INDEX IF NOT EXISTS sessions_expires_at_idx ON sessions (expires_at);

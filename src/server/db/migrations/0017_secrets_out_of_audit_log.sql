-- Secrets out of the security audit log by what they are (decision 043, issue 22 items 3 and 4).
-- The system settings that are secrets, as an explicit list (src/server/secrets/secret-settings.ts
-- holds the same list; secret-settings.test.ts compares them). A setting merely named like a
-- password (password_min_length) is not one.
CREATE OR REPLACE FUNCTION audit_secret_setting(setting_key text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(setting_key IN ('smtp_password', 'push.vapid'), false)
$$;
--> statement-breakpoint
-- A value sealed by src/server/secrets/sealed-secret.ts — an envelope {v, iv, tag, data} or the text
-- form 'sealed:v1:…' — at any depth of a jsonb value, replaced by '********'.
CREATE OR REPLACE FUNCTION audit_redact_sealed(v jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(v)
    WHEN 'string' THEN
      IF left(v #>> '{}', 10) = 'sealed:v1:' THEN
        RETURN to_jsonb('********'::text);
      END IF;
    WHEN 'object' THEN
      IF v ? 'iv' AND v ? 'tag' AND v ? 'data' THEN
        RETURN to_jsonb('********'::text);
      END IF;
      RETURN (SELECT coalesce(jsonb_object_agg(e.key, audit_redact_sealed(e.value)), '{}'::jsonb) FROM jsonb_each(v) AS e);
    WHEN 'array' THEN
      RETURN (SELECT coalesce(jsonb_agg(audit_redact_sealed(e.value) ORDER BY e.n), '[]'::jsonb)
              FROM jsonb_array_elements(v) WITH ORDINALITY AS e(value, n));
    ELSE
      NULL;
  END CASE;
  RETURN v;
END;
$$;
--> statement-breakpoint
-- What the log may hold of a row's values: a column that is a credential by its schema (password,
-- secret, token) and the value of a secret setting read '********'; sealed values anywhere too.
CREATE OR REPLACE FUNCTION audit_mask(data jsonb, table_name text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_object_agg(
    e.key,
    CASE
      WHEN e.key ~* '(password|secret|token)' THEN to_jsonb('********'::text)
      WHEN table_name = 'system_settings' AND e.key = 'value' AND audit_secret_setting(data->>'key') THEN to_jsonb('********'::text)
      ELSE audit_redact_sealed(e.value)
    END)
  FROM jsonb_each(data) AS e
$$;
--> statement-breakpoint
-- As 0014's, plus: a system setting saved for the first time (INSERT) records its default as the
-- old value, and one reset to its default (DELETE) records the default as the new value, when the
-- writer names the defaults (app.setting_defaults, a jsonb object local to its transaction).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
  old_data jsonb;
  new_data jsonb;
  old_vals jsonb;
  new_vals jsonb;
  row_store uuid;
  defaults jsonb;
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
  IF TG_TABLE_NAME = 'system_settings' AND TG_OP <> 'UPDATE' THEN
    defaults := nullif(current_setting('app.setting_defaults', true), '')::jsonb;
    IF defaults ? (row_data->>'key') THEN
      IF TG_OP = 'INSERT' THEN
        old_vals := audit_mask(jsonb_build_object('key', row_data->'key', 'value', defaults->(row_data->>'key')), TG_TABLE_NAME);
      ELSE
        new_vals := audit_mask(jsonb_build_object('key', row_data->'key', 'value', defaults->(row_data->>'key')), TG_TABLE_NAME);
      END IF;
    END IF;
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
-- Purge the copies already logged: the VAPID key pair written in plain text on first use (and any
-- other secret setting or sealed value) is masked in every row of the log that holds it. The rows
-- themselves stay (who changed which setting when); only the secret values go.
UPDATE security_audit_log
SET old_values = audit_mask(old_values, table_name),
    new_values = audit_mask(new_values, table_name)
WHERE table_name = 'system_settings'
  AND (audit_secret_setting(record_id)
       OR old_values IS DISTINCT FROM audit_mask(old_values, table_name)
       OR new_values IS DISTINCT FROM audit_mask(new_values, table_name));

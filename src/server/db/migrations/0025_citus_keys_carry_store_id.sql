-- Every key of a distributed table carries store_id (decision 063; the rules of decision 054's catalog test):
-- primary keys (id, store_id), id first, so a lookup by id alone still reads the key's index and no table gains
-- an index; foreign keys between store tables join on (store_id, …); statement_link_views gains its link's
-- store_id; security_audit_log.store_id is never NULL (the nil uuid for a row of no store).
-- Order: the foreign keys go first (they hold the keys they reference), the keys are swapped, the foreign keys
-- come back on (store_id, …). On a database full of data it runs in one transaction: every swapped key is
-- rebuilt while its table is locked (docs/deploy.md).
ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "statement_links" DROP CONSTRAINT "statement_links_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "statement_link_views" DROP CONSTRAINT "statement_link_views_link_id_statement_links_id_fk";--> statement-breakpoint
-- A view's store is its link's.
ALTER TABLE "statement_link_views" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "statement_link_views" v SET "store_id" = l."store_id" FROM "statement_links" l WHERE l."id" = v."link_id";--> statement-breakpoint
ALTER TABLE "statement_link_views" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_link_views" ADD CONSTRAINT "statement_link_views_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The audit log's rows of no store (platform tables, admins' actions) take the nil uuid.
UPDATE "security_audit_log" SET "store_id" = '00000000-0000-0000-0000-000000000000' WHERE "store_id" IS NULL;--> statement-breakpoint
ALTER TABLE "security_audit_log" ALTER COLUMN "store_id" SET DEFAULT '00000000-0000-0000-0000-000000000000';--> statement-breakpoint
ALTER TABLE "security_audit_log" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
-- The triggers that write it: a row without store_id (or a community row of an admin) is logged under the nil uuid.
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
    row_store := coalesce(nullif(row_data->>'store_id', '')::uuid, '00000000-0000-0000-0000-000000000000'::uuid);
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
CREATE OR REPLACE FUNCTION audit_store_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.audit_bulk', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
    VALUES (TG_OP, TG_TABLE_NAME, OLD.id::text, nullif(current_setting('app.actor_id', true), ''), coalesce(OLD.store_id, '00000000-0000-0000-0000-000000000000'::uuid),
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100));
  ELSE
    INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent)
    VALUES (TG_OP, TG_TABLE_NAME, NEW.id::text, nullif(current_setting('app.actor_id', true), ''), coalesce(NEW.store_id, '00000000-0000-0000-0000-000000000000'::uuid),
            nullif(current_setting('app.ip', true), ''), left(nullif(current_setting('app.user_agent', true), ''), 100));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The keys: the same index count on every table (each primary key replaced by a wider one).
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey", ADD CONSTRAINT "customers_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_pkey", ADD CONSTRAINT "credit_transactions_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "daily_logs" DROP CONSTRAINT "daily_logs_pkey", ADD CONSTRAINT "daily_logs_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "payroll_entries" DROP CONSTRAINT "payroll_entries_pkey", ADD CONSTRAINT "payroll_entries_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "subscription_payments" DROP CONSTRAINT "subscription_payments_pkey", ADD CONSTRAINT "subscription_payments_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "statement_links" DROP CONSTRAINT "statement_links_pkey", ADD CONSTRAINT "statement_links_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "statement_link_views" DROP CONSTRAINT "statement_link_views_pkey", ADD CONSTRAINT "statement_link_views_pkey" PRIMARY KEY("id","store_id");--> statement-breakpoint
ALTER TABLE "security_audit_log" DROP CONSTRAINT "security_audit_log_pkey", ADD CONSTRAINT "security_audit_log_pkey" PRIMARY KEY("created_at","id","store_id");--> statement-breakpoint
-- The page's lookup by token alone still leads the index; unique per store now, and across stores the hash of a
-- 128-bit random token does not repeat.
DROP INDEX "statement_links_token_hash_key";--> statement-breakpoint
CREATE UNIQUE INDEX "statement_links_token_hash_key" ON "statement_links" USING btree ("token_hash","store_id");--> statement-breakpoint
-- The foreign keys back, on (store_id, …).
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_link_views" ADD CONSTRAINT "statement_link_views_link_fk" FOREIGN KEY ("store_id","link_id") REFERENCES "public"."statement_links"("store_id","id") ON DELETE cascade ON UPDATE no action;

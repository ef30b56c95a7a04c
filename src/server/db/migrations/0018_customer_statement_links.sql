CREATE TABLE "statement_link_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_link_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"link_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "statement_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "employees_share_statements" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_link_views" ADD CONSTRAINT "statement_link_views_link_id_statement_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."statement_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_link_views_link_idx" ON "statement_link_views" USING btree ("link_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_links_token_hash_key" ON "statement_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "statement_links_customer_idx" ON "statement_links" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
-- Archiving a customer (deleting one with ledger entries) revokes every statement link of theirs, whoever archives (decision 050).
CREATE OR REPLACE FUNCTION revoke_statement_links_of_archived() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE statement_links SET revoked_at = now()
  WHERE store_id = NEW.store_id AND customer_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER revoke_statement_links_of_archived AFTER UPDATE OF archived_at ON customers
FOR EACH ROW WHEN (OLD.archived_at IS NULL AND NEW.archived_at IS NOT NULL)
EXECUTE FUNCTION revoke_statement_links_of_archived();
--> statement-breakpoint
-- The security audit log records a link made, revoked or deleted (decision 005); a view is recorded in statement_link_views,
-- so the last_opened_at bump of each view is not.
CREATE TRIGGER audit_row_change AFTER INSERT OR DELETE ON statement_links FOR EACH ROW EXECUTE FUNCTION audit_row_change();
--> statement-breakpoint
CREATE TRIGGER audit_row_change_revoke AFTER UPDATE ON statement_links FOR EACH ROW
WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION audit_row_change();

CREATE INDEX "stores_created_id_idx" ON "stores" USING btree ("created_at","id");--> statement-breakpoint
-- hand-written:
-- The admin store list's search (store name, owner email, owner full name; contains, any case):
-- trigram GIN indexes on exactly the expressions admin-stores-list.service.ts searches.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_name_trgm_idx" ON "stores" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_owner_search_trgm_idx" ON "profiles" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);

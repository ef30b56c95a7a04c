-- The directory page right after a bulk load (issue 28, decision 057): with statistics taken before a
-- store's customers arrived, PostgreSQL estimated one row for the store and answered the page from the
-- smallest index leading on store_id plus a Sort of the whole store. The page's own index,
-- (store_id, lower(name), id), is now the only one on customers that leads on store_id, so the page
-- reads it in order whatever the statistics say:
-- - customers_store_name_idx (store_id, name) served no query that (store_id, lower(name), id) does not
--   (the dashboard's count reads that one instead);
-- - the display-id uniqueness is kept by an index on (display_id, store_id): same rule, and a lookup by
--   store and display id is two equalities either way.
DROP INDEX IF EXISTS "customers_store_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_display_id_store_key" ON "customers" USING btree ("display_id","store_id");--> statement-breakpoint
DROP INDEX "customers_store_display_id_key";--> statement-breakpoint
ALTER INDEX "customers_display_id_store_key" RENAME TO "customers_store_display_id_key";

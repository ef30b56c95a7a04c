-- GET /api/customers?limit=50 (first page), the SQL the app sends, captured with capture-sql.ts
-- (after the request hot-path work, docs/decisions/012-request-hot-path.md, and round 3's card-only columns).
-- Run with pgbench -M prepared (the app sends both as named prepared statements) and
-- -D token=<sessions.token> -D user=<users.id> -D store=<stores.id>; run-bench.ts passes them.
-- No session query: the session comes from the instance's session cache (decision 056); the database
-- is asked only when a copy is missing, about once a minute per session (the last-seen step).
-- The page (50 + 1 to know whether there is a next one), only the columns a directory card shows,
-- daily credit compared with the store's business day, which the app works out from the session's time zone:
select "id", "display_id", "name", "phone", "email", "photo_key", "credit_balance_cents", coalesce("daily_credit_on" = :today::date, false), "internal_red_flag", "red_flag_notes", "verified_customer", "loyal_customer", lower("name") from "customers" where "customers"."store_id" = :store order by lower("customers"."name"), "customers"."id" asc limit 51;

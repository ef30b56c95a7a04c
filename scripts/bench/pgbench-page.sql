-- GET /api/customers?limit=50 (first page), the SQL the app sends, captured with capture-sql.ts.
-- Run with pgbench -M extended (unnamed parse/bind/execute per statement, as node-postgres does) and
-- -D token=<sessions.token> -D user=<users.id> -D store=<stores.id>; run-bench.ts passes them.
-- Session check (Better Auth getSession) and store membership:
select "id", "expires_at", "token", "created_at", "updated_at", "ip_address", "user_agent", "user_id" from "sessions" where "sessions"."token" = :token;
select "id", "name", "email", "email_verified", "image", "created_at", "updated_at" from "users" where "users"."id" = :user;
select "store_id", "role", "is_first_login" from "user_roles" where "user_roles"."user_id" = :user limit 1;
-- The page (50 + 1 to know whether there is a next one), then the store's time zone (hasDailyCredit):
select "id", "store_id", "display_id", "name", "phone", "email", "address", "notes", "photo_key", "credit_balance_cents", "credit_limit_cents", "daily_credit_on", "internal_red_flag", "red_flag_notes", "is_blocked", "verified_customer", "loyal_customer", "created_at", "updated_at", lower("name") from "customers" where "customers"."store_id" = :store order by lower("customers"."name"), "customers"."id" asc limit 51;
select "timezone" from "stores" where "stores"."id" = :store limit 1;

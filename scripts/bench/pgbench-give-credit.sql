-- POST /api/customers/:id/credit {amountCents: 100} with Idempotency-Key: the SQL the app sends,
-- captured with capture-sql.ts. Run with pgbench -M extended and -D token=… -D user=… -D store=… -D nc=<customers>.
-- The customer is random(1, nc) among the measured store's customers (ids are md5('bench-c-' || n)::uuid,
-- see seed-bench.ts). pgbench runs every statement unconditionally: the app's checks between the
-- SELECT … FOR UPDATE and the INSERT (daily rule, red flag, block, limit) are JavaScript, not SQL, so
-- a customer drawn twice in a day still gets the full transaction here (the app would answer 409).
\set n random(1, :nc)
\set k1 random(1, 2000000000)
\set k2 random(1, 2000000000)
-- Session check (Better Auth getSession) and store membership:
select "id", "expires_at", "token", "created_at", "updated_at", "ip_address", "user_agent", "user_id" from "sessions" where "sessions"."token" = :token;
select "id", "name", "email", "email_verified", "image", "created_at", "updated_at" from "users" where "users"."id" = :user;
select "store_id", "role", "is_first_login" from "user_roles" where "user_roles"."user_id" = :user limit 1;
begin;
select set_config('app.actor_id', :user, true), set_config('app.ip', '127.0.0.1', true), set_config('app.user_agent', 'pgbench', true);
-- Claim the idempotency key:
insert into "idempotency_keys" ("store_id", "key", "request_hash", "status", "response_status", "response", "created_at") values (:store, 'pgb-' || :client_id || '-' || :k1 || '-' || :k2, '5ade7c39c04103346c6698037b9ef909bbaa77017b8d68c40173cc87bcb15d43', 'pending', default, default, default) on conflict do nothing returning "key" \gset
-- Lock the customer, read the store's time zone (business day):
select "id", "store_id", "display_id", "name", "phone", "email", "address", "notes", "photo_key", "credit_balance_cents", "credit_limit_cents", "daily_credit_on", "internal_red_flag", "red_flag_notes", "is_blocked", "verified_customer", "loyal_customer", "created_at", "updated_at" from "customers" where "customers"."id" = md5('bench-c-' || :n)::uuid limit 1 for update;
select "timezone" from "stores" where "stores"."id" = :store limit 1;
-- The ledger row (audit trigger: + 1 security_audit_log row), the balance (audit trigger: + 1 row):
insert into "credit_transactions" ("id", "store_id", "customer_id", "transaction_type", "amount_cents", "notes", "created_by", "business_date", "created_at") values (default, :store, md5('bench-c-' || :n)::uuid, 'credit_given', 100, null, :user, (now() at time zone 'America/Chicago')::date, now()) returning "id", "store_id", "customer_id", "transaction_type", "amount_cents", "notes", "created_by", "business_date", "created_at";
update "customers" set "credit_balance_cents" = "customers"."credit_balance_cents" + 100, "daily_credit_on" = (now() at time zone 'America/Chicago')::date, "updated_at" = now() where "customers"."id" = md5('bench-c-' || :n)::uuid returning "id", "store_id", "display_id", "name", "phone", "email", "address", "notes", "photo_key", "credit_balance_cents", "credit_limit_cents", "daily_credit_on", "internal_red_flag", "red_flag_notes", "is_blocked", "verified_customer", "loyal_customer", "created_at", "updated_at";
-- The author's name for the response, then the stored response:
select coalesce(nullif(trim("profiles"."first_name" || ' ' || "profiles"."last_name"), ''), "users"."name") from "users" left join "profiles" on "profiles"."id" = "users"."id" where "users"."id" = :user limit 1;
update "idempotency_keys" set "status" = 'done', "response_status" = 201, "response" = '{"entry": {"id": "b9e14995-5659-41fe-a005-9301426ca114", "notes": null, "createdAt": "2026-11-22T18:36:59.763Z", "amountCents": 100, "businessDate": "2026-11-22", "createdByName": "Bench Owner", "transactionType": "credit_given", "balanceAfterCents": 325}, "customer": {"id": "386023c0-8cdf-393e-abb1-650d8f8a8488", "name": "Robert E. Wilson", "email": null, "notes": "Prefers cash payments on Fridays", "phone": "+13125020000", "address": "20000 Oak Ave, Springfield, IL", "photoUrl": null, "createdAt": "2025-11-01T15:56:03.460Z", "displayId": "CU020000", "isBlocked": false, "updatedAt": "2026-11-22T18:36:59.763Z", "redFlagNotes": null, "dailyCreditOn": "2026-11-22", "loyalCustomer": false, "hasDailyCredit": true, "internalRedFlag": false, "creditLimitCents": 5000, "verifiedCustomer": false, "creditBalanceCents": 325}}'::jsonb where ("idempotency_keys"."store_id" = :store and "idempotency_keys"."key" = :key);
commit;

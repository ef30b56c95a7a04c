-- EXPLAIN (ANALYZE, BUFFERS) of the credit summary's and the ledger export's queries as shipped and as
-- proposed, on a database seeded by seed-reports.ts (run after it, e.g. with N = 500):
--   psql -h 127.0.0.1 -U postgres -d cs_bench_reports_x -f scripts/bench-reports/explain-fixes.sql
-- The last part creates the proposed index (in that bench database only) and explains the batch again.
\pset pager off
\set store '''f2783a24-70d8-ac60-4480-4a6d2aee613c'''
SELECT (now() AT TIME ZONE 'America/Chicago')::date AS today \gset
SELECT :'today'::date - 29 AS wfrom, :'today'::date - 1095 AS yfrom \gset
SELECT business_date::text AS cbd, created_at::text AS cca, id::text AS cid FROM credit_transactions
 WHERE store_id = :store ORDER BY business_date, created_at, id OFFSET 100000 LIMIT 1 \gset

\echo '=== top customers, as shipped'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT row_number() OVER (ORDER BY sum(ct.amount_cents) DESC, c.name, ct.customer_id), ct.customer_id, c.name, sum(ct.amount_cents), count(*), round(avg(ct.amount_cents))
  FROM credit_transactions ct JOIN customers c ON c.store_id = ct.store_id AND c.id = ct.customer_id
 WHERE ct.store_id = :store AND ct.business_date BETWEEN :'wfrom' AND :'today' AND ct.transaction_type = 'credit_given'
 GROUP BY ct.customer_id, c.name ORDER BY sum(ct.amount_cents) DESC, c.name, ct.customer_id LIMIT 10;

\echo '=== top customers, proposed: aggregate the window first, then join the names'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT row_number() OVER (ORDER BY t.total DESC, c.name, t.customer_id), t.customer_id, c.name, t.total, t.n, t.avg
  FROM (SELECT customer_id, sum(amount_cents) AS total, count(*) AS n, round(avg(amount_cents)) AS avg
          FROM credit_transactions
         WHERE store_id = :store AND business_date BETWEEN :'wfrom' AND :'today' AND transaction_type = 'credit_given'
         GROUP BY customer_id) t
  JOIN customers c ON c.store_id = :store AND c.id = t.customer_id
 ORDER BY t.total DESC, c.name, t.customer_id LIMIT 10;

\echo '=== recent entries, as shipped'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT ct.id, ct.created_at, ct.business_date, ct.customer_id, c.name, ct.transaction_type, ct.amount_cents, ct.notes
  FROM credit_transactions ct JOIN customers c ON c.store_id = ct.store_id AND c.id = ct.customer_id
 WHERE ct.store_id = :store AND ct.business_date BETWEEN :'wfrom' AND :'today'
 ORDER BY ct.created_at DESC, ct.id DESC LIMIT 50;

\echo '=== recent entries, proposed: the 50 ledger rows first, then join the names'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT r.id, r.created_at, r.business_date, r.customer_id, c.name, r.transaction_type, r.amount_cents, r.notes
  FROM (SELECT * FROM credit_transactions
         WHERE store_id = :store AND business_date BETWEEN :'wfrom' AND :'today'
         ORDER BY created_at DESC, id DESC LIMIT 50) r
  JOIN customers c ON c.store_id = r.store_id AND c.id = r.customer_id
 ORDER BY r.created_at DESC, r.id DESC;

\echo '=== export batch after row 100,000, as shipped'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT ct.id, ct.business_date, ct.created_at, ct.transaction_type, ct.amount_cents, ct.notes, c.display_id, c.name, u.name
  FROM credit_transactions ct JOIN customers c ON c.id = ct.customer_id AND c.store_id = ct.store_id
  LEFT JOIN users u ON u.id = ct.created_by LEFT JOIN profiles p ON p.id = ct.created_by
 WHERE ct.store_id = :store AND ct.business_date BETWEEN :'yfrom' AND :'today'
   AND (ct.business_date, ct.created_at, ct.id) > (:'cbd'::date, :'cca'::timestamptz, :'cid'::uuid)
 ORDER BY ct.business_date, ct.created_at, ct.id LIMIT 2000;

\echo '=== export batch, proposed query: the 2,000 ledger rows first, then the joins'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT b.id, b.business_date, b.created_at, b.transaction_type, b.amount_cents, b.notes, c.display_id, c.name, u.name
  FROM (SELECT * FROM credit_transactions
         WHERE store_id = :store AND business_date BETWEEN :'yfrom' AND :'today'
           AND (business_date, created_at, id) > (:'cbd'::date, :'cca'::timestamptz, :'cid'::uuid)
         ORDER BY business_date, created_at, id LIMIT 2000) b
  JOIN customers c ON c.id = b.customer_id AND c.store_id = b.store_id
  LEFT JOIN users u ON u.id = b.created_by LEFT JOIN profiles p ON p.id = b.created_by
 ORDER BY b.business_date, b.created_at, b.id;

\echo '=== with the proposed index (store_id, business_date, created_at, id)'
CREATE INDEX IF NOT EXISTS rb_proposed_ct_store_date_created_idx ON credit_transactions (store_id, business_date, created_at, id);
ANALYZE credit_transactions;
\echo '=== export batch, as shipped, with the index'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT ct.id, ct.business_date, ct.created_at, ct.transaction_type, ct.amount_cents, ct.notes, c.display_id, c.name, u.name
  FROM credit_transactions ct JOIN customers c ON c.id = ct.customer_id AND c.store_id = ct.store_id
  LEFT JOIN users u ON u.id = ct.created_by LEFT JOIN profiles p ON p.id = ct.created_by
 WHERE ct.store_id = :store AND ct.business_date BETWEEN :'yfrom' AND :'today'
   AND (ct.business_date, ct.created_at, ct.id) > (:'cbd'::date, :'cca'::timestamptz, :'cid'::uuid)
 ORDER BY ct.business_date, ct.created_at, ct.id LIMIT 2000;
\echo '=== export batch, proposed query, with the index'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT b.id, b.business_date, b.created_at, b.transaction_type, b.amount_cents, b.notes, c.display_id, c.name, u.name
  FROM (SELECT * FROM credit_transactions
         WHERE store_id = :store AND business_date BETWEEN :'yfrom' AND :'today'
           AND (business_date, created_at, id) > (:'cbd'::date, :'cca'::timestamptz, :'cid'::uuid)
         ORDER BY business_date, created_at, id LIMIT 2000) b
  JOIN customers c ON c.id = b.customer_id AND c.store_id = b.store_id
  LEFT JOIN users u ON u.id = b.created_by LEFT JOIN profiles p ON p.id = b.created_by
 ORDER BY b.business_date, b.created_at, b.id;
\echo '=== export batch, proposed query (store constant on customers too), with the index'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT b.id, b.business_date, b.created_at, b.transaction_type, b.amount_cents, b.notes, c.display_id, c.name, u.name
  FROM (SELECT * FROM credit_transactions
         WHERE store_id = :store AND business_date BETWEEN :'yfrom' AND :'today'
           AND (business_date, created_at, id) > (:'cbd'::date, :'cca'::timestamptz, :'cid'::uuid)
         ORDER BY business_date, created_at, id LIMIT 2000) b
  JOIN customers c ON c.store_id = :store AND c.id = b.customer_id
  LEFT JOIN users u ON u.id = b.created_by LEFT JOIN profiles p ON p.id = b.created_by
 ORDER BY b.business_date, b.created_at, b.id;

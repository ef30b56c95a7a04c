/**
 * Rows deleted per statement, and the pause between two statements, for every clean-up of old rows
 * (idempotency keys, outbox mail): a backlog (after days of downtime, or a restored backup) drains
 * in short steps that leave the cores to the requests. One statement of 5,000 rows after another
 * stalled give-credit and the customer page at 200 req/s for 110–160 ms
 * (docs/measurements/ledger-bench.md, decision 042).
 */
export const DELETE_BATCH = 1_000;
export const DELETE_PAUSE_MS = 50;

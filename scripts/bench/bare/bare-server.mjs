// The bare server: the thinnest Node HTTP server over the limit's own SQL (scripts/bench/limit/), run by
// the ledger bench beside the app and the limit, in the same sitting, with the same load generator.
// node:http, no framework, no session, no validation, no idempotency, no audit trigger; node-postgres
// with a pool of 20 (as the app), named prepared statements, the unix socket when the app uses one.
//   GET  /page  → 50 customer cards of one store (the limit's page.sql), JSON, gzip level 1 (as the app)
//   POST /give  → the limit's give.sql (lock, ledger row, balance, audit row) as ONE statement
// What a Node server that does none of the app's work (session, rules, idempotency, audit triggers,
// framework) reaches over HTTP on this machine: bare ÷ limit is the ratio left for the app to aim at.
// Env: BARE_DATABASE_URL, PORT.
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 20 });
const PAGE = `SELECT id, display_id, name, phone, email, photo_key, credit_balance_cents, credit_limit_cents, daily_credit_on,
       is_blocked, verified_customer, loyal_customer, internal_red_flag, red_flag_notes
FROM customers WHERE store_id = $1 ORDER BY name, id LIMIT 50`;
const GIVE = `WITH target AS (SELECT id, credit_balance_cents, credit_limit_cents, daily_credit_on, is_blocked, internal_red_flag
                  FROM customers WHERE id = $1 FOR UPDATE),
  entry AS (INSERT INTO credit_transactions (store_id, customer_id, amount_cents, transaction_type)
            SELECT $1 % 50, id, 500, 'credit_given' FROM target RETURNING id),
  moved AS (UPDATE customers c SET credit_balance_cents = c.credit_balance_cents + 500, daily_credit_on = current_date
            FROM target t WHERE c.id = t.id RETURNING c.credit_balance_cents),
  audited AS (INSERT INTO audit (table_name, action, record_id, user_id)
              SELECT 'credit_transactions', 'INSERT', $1::text, 'u' FROM entry RETURNING id)
SELECT (SELECT credit_balance_cents FROM moved) AS balance, (SELECT id FROM entry) AS entry, (SELECT id FROM audited) AS audit`;

let nextStore = 0;

function send(req, res, status, value) {
  const body = JSON.stringify(value);
  const gzip = body.length >= 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const bytes = gzip ? zlib.gzipSync(body, { level: 1 }) : Buffer.from(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(bytes);
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/page') {
      const { rows } = await pool.query({ name: 'bare_page', text: PAGE, values: [nextStore++ % 50] });
      return send(req, res, 200, { items: rows });
    }
    if (req.method === 'POST' && req.url === '/give') {
      let body = '';
      for await (const chunk of req) body += chunk;
      JSON.parse(body);
      const { rows } = await pool.query({ name: 'bare_give', text: GIVE, values: [1 + Math.floor(Math.random() * 100000)] });
      return send(req, res, 201, rows[0]);
    }
    res.writeHead(404).end();
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare server listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));

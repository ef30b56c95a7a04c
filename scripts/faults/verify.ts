// The crash suite's checks, read from the database itself while the clients are held: every
// acknowledged write is there exactly once (by the entry id its answer carried and by its key,
// which each write also puts in its notes), nothing else was written, every balance is what the
// clients' own writes add up to, and the ledger check (src/server/credit/ledger-check.ts) agrees.
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { checkLedger } from '../../src/server/credit/ledger-check';
import type { ClientState, LedgerWrite, LogWrite, Traffic } from './traffic';

export type Findings = {
  ackedLedger: number;
  ackedLogs: number;
  /** Acknowledged writes missing from the database (or present with other values). */
  lost: number;
  /** Extra rows of a write (same key twice). */
  duplicated: number;
  /** Rows no acknowledged write accounts for (including a refused write that was applied). */
  unexpected: number;
  balanceMismatches: number;
  logProblems: number;
  ledgerCheck: { customers: number; entries: number; mismatches: number };
  problems: string[];
};

type LedgerRow = { id: string; customer_id: string; transaction_type: string; amount_cents: number; notes: string | null };
type LogRow = { id: string; log_date: string; cash_sales_cents: number; notes: string | null };

export async function verifyDatabase(url: string, storeId: string, clients: ClientState[], traffic: Traffic): Promise<Findings> {
  const database = openPostgres(url, 2);
  try {
    const ledgerRows = await rows<LedgerRow>(database.db, sql`
      select id::text, customer_id::text, transaction_type, amount_cents::int as amount_cents, notes
        from credit_transactions where store_id = ${storeId}`);
    const logRows = await rows<LogRow>(database.db, sql`
      select id::text, log_date::text, cash_sales_cents::int as cash_sales_cents, notes from daily_logs where store_id = ${storeId}`);
    const balances = await rows<{ id: string; balance: number }>(database.db, sql`
      select id::text, credit_balance_cents::int as balance from customers where store_id = ${storeId}`);
    const ledgerCheck = await checkLedger(database.db);
    const findings: Findings = {
      ackedLedger: 0, ackedLogs: 0, lost: 0, duplicated: 0, unexpected: 0, balanceMismatches: 0, logProblems: 0,
      ledgerCheck: { customers: ledgerCheck.customersChecked, entries: ledgerCheck.entriesChecked, mismatches: ledgerCheck.mismatches.length },
      problems: ledgerCheck.mismatches.map((m) => `check:ledger mismatch ${m.customerId}: cached ${m.cachedBalanceCents}, ledger ${m.ledgerBalanceCents}`),
    };
    checkLedgerWrites(findings, traffic.ledger, ledgerRows);
    checkBalances(findings, clients, balances);
    checkLogs(findings, traffic.logs, logRows);
    return findings;
  } finally {
    await database.close();
  }
}

async function rows<T>(db: ReturnType<typeof openPostgres>['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

function checkLedgerWrites(findings: Findings, writes: LedgerWrite[], ledgerRows: LedgerRow[]) {
  const byId = new Map(ledgerRows.map((row) => [row.id, row]));
  const perKey = new Map<string, number>();
  for (const row of ledgerRows) perKey.set(row.notes ?? '', (perKey.get(row.notes ?? '') ?? 0) + 1);
  const accounted = new Set<string>();
  for (const write of writes) {
    const count = perKey.get(write.key) ?? 0;
    if (write.state === 'unresolved') {
      accounted.add(write.key); // its fate is unknown; the run fails on it anyway
      continue;
    }
    if (write.state !== 'acked') continue; // a refused write must have left no row: it stays unaccounted
    findings.ackedLedger += 1;
    accounted.add(write.key);
    const row = write.entryId ? byId.get(write.entryId) : undefined;
    const type = write.kind === 'credit' ? 'credit_given' : 'credit_paid';
    if (!row || row.notes !== write.key || row.customer_id !== write.customerId || row.amount_cents !== write.amountCents || row.transaction_type !== type) {
      findings.lost += 1;
      findings.problems.push(`lost: ${write.key} (entry ${write.entryId}) ${row ? 'differs' : 'missing'}`);
    }
    if (count > 1) {
      findings.duplicated += count - 1;
      findings.problems.push(`duplicated: ${write.key} is in the ledger ${count} times`);
    }
  }
  for (const row of ledgerRows) {
    if (accounted.has(row.notes ?? '')) continue;
    findings.unexpected += 1;
    findings.problems.push(`unexpected ledger row ${row.id} (notes ${row.notes})`);
  }
}

function checkBalances(findings: Findings, clients: ClientState[], balances: Array<{ id: string; balance: number }>) {
  const actual = new Map(balances.map((b) => [b.id, b.balance]));
  for (const customer of clients.flatMap((c) => c.customers)) {
    if (actual.get(customer.id) === customer.balanceCents) continue;
    findings.balanceMismatches += 1;
    findings.problems.push(`balance of ${customer.id}: ${actual.get(customer.id)} in the database, ${customer.balanceCents} by the clients' acknowledged writes`);
  }
}

/** Each client's day holds exactly one log, with the values of that client's last acknowledged save. */
function checkLogs(findings: Findings, writes: LogWrite[], logRows: LogRow[]) {
  const rowsByDate = new Map<string, LogRow[]>();
  for (const row of logRows) rowsByDate.set(row.log_date, [...(rowsByDate.get(row.log_date) ?? []), row]);
  const lastByDate = new Map<string, LogWrite>();
  const idsByDate = new Map<string, Set<string>>();
  for (const write of writes) {
    if (write.state !== 'acked') continue;
    findings.ackedLogs += 1;
    lastByDate.set(write.date, write);
    idsByDate.set(write.date, (idsByDate.get(write.date) ?? new Set()).add(write.logId ?? ''));
  }
  for (const [date, last] of lastByDate) {
    const found = rowsByDate.get(date) ?? [];
    const row = found[0];
    if (found.length !== 1 || !row || row.notes !== last.key || row.cash_sales_cents !== last.cashSalesCents || idsByDate.get(date)?.size !== 1 || last.logId !== row.id) {
      findings.logProblems += 1;
      findings.problems.push(`cash log ${date}: ${found.length} row(s), notes ${row?.notes}, expected ${last.key}`);
    }
  }
  for (const date of rowsByDate.keys()) {
    if (lastByDate.has(date) || writes.some((w) => w.date === date && w.state === 'unresolved')) continue;
    findings.logProblems += 1;
    findings.problems.push(`cash log ${date} written by no acknowledged save`);
  }
}

export type CliCheck = { ok: boolean; ms: number; summary: string };

/** `npm run check:ledger` in its own process, against the same DATA_DIR / DATABASE_URL as the app. */
export function runCheckLedgerCli(repoRoot: string, env: NodeJS.ProcessEnv): Promise<CliCheck> {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'check:ledger'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      const checked = /Checked \d+ customers and \d+ ledger rows[^\n]*/.exec(output)?.[0];
      const ok = code === 0 && output.includes('Every balance agrees with its ledger.');
      resolve({ ok, ms: performance.now() - began, summary: ok && checked ? checked : `exit ${code}: ${output.trim().split('\n').slice(-5).join(' | ')}` });
    });
  });
}

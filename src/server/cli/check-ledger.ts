import { loadConfig } from '../config/config';
import { openDatabase } from '../bootstrap';
import { checkLedger } from '../credit/index';
import { formatCents } from '#shared/money';

/**
 * npm run check:ledger — recompute every customer's balance from the ledger
 * (sum of credit_given − sum of credit_paid) and compare it with credit_balance_cents.
 * Exits 1 when any customer disagrees.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  const result = await checkLedger(database.db);
  console.log(`Checked ${result.customersChecked} customers and ${result.entriesChecked} ledger rows (${database.kind}).`);
  for (const m of result.mismatches) {
    console.log(
      `MISMATCH store ${m.storeId} customer ${m.customerId} (#${m.displayId} ${m.name}): ` +
        `cached ${formatCents(m.cachedBalanceCents)}, ledger ${formatCents(m.ledgerBalanceCents)}`,
    );
  }
  if (result.mismatches.length > 0) {
    console.log(`${result.mismatches.length} mismatch(es) found.`);
    process.exitCode = 1;
  } else {
    console.log('Every balance agrees with its ledger.');
  }
} catch (error) {
  console.error('Could not check the ledger:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

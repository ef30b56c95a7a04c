import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd });

/** The boundary rule's messages for `code` linted as if it were the file `filePath` (decision 048, server half). */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'local/feature-boundaries').map((m) => m.message);
}

describe('server feature boundaries (eslint.config.js, decision 048)', { timeout: 60_000 }, () => { // the first lint loads the whole config
  it("fails a feature that imports another feature's inner file", async () => {
    const fixture = "import { findCustomerRow } from '../customers/customer-dto';\nexport const f = findCustomerRow;\n";
    expect(await boundaryErrors(fixture, 'src/server/credit/boundary-fixture.ts')).toEqual([
      "'../customers/customer-dto' reaches into the customers feature's inner files: import '../customers' (its index.ts) instead, or move the shared piece to an infrastructure module (db/, storage/, config/…) or src/shared (decision 048).",
    ]);
  });

  it('fails the #server alias, re-exports and dynamic imports as well, and root files such as api-routes.ts', async () => {
    const fixture = [
      "import { giveCredit } from '#server/credit/credit.service';",
      "export { listDailyLogs } from '../daily-logs/daily-log.queries';",
      "export const later = () => import('../billing/subscription-store');",
      'export const g = giveCredit;',
    ].join('\n');
    expect(await boundaryErrors(fixture, 'src/server/reports/boundary-fixture.ts')).toHaveLength(3);
    expect(await boundaryErrors("export { creditRoutes } from './credit/credit.routes';\n", 'src/server/api-routes.ts')).toHaveLength(1);
  });

  it("passes a feature's public entry, its own inner files, infrastructure and tests", async () => {
    const fixture = [
      "import { findCustomerRow } from '../customers/index';",
      "import { giveCredit } from './credit.service';",
      "import { storeToday } from '../store-time/store-today';",
      "import { personNameSql } from '#server/db/person-name';",
      'export const all = [findCustomerRow, giveCredit, storeToday, personNameSql];',
    ].join('\n');
    expect(await boundaryErrors(fixture, 'src/server/credit/boundary-fixture.ts')).toEqual([]);
    const testFixture = "import { findCustomerRow } from '../customers/customer-dto';\nexport const f = findCustomerRow;\n";
    expect(await boundaryErrors(testFixture, 'src/server/credit/boundary-fixture.test.ts')).toEqual([]);
  });
});

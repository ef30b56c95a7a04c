import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The deliberately failing examples of decision 048: the project's own eslint.config.js is run
 * on small sources placed (virtually) in the tree, and must refuse every cross-feature reach.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/feature-boundaries').map((m) => m.message);
}

const staffFile = 'src/client/features/staff/components/boundary-fixture.tsx';

describe('client feature boundaries (decision 048)', { timeout: 60_000 }, () => { // the first lint loads the whole config
  it("fails on a feature reaching into another feature's inner files, by alias or by relative path", async () => {
    const errors = await boundaryErrors(
      staffFile,
      [
        "import { getPublicConfig } from '#client/features/auth/api/sign-up';",
        "import { x } from '../../auth/components/login-form';",
        "export { y } from '../../../features/billing/api/billing';",
        'export const later = () => import("#client/features/customers/customers-list-page");',
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain("'#client/features/auth'");
    expect(errors[1]).toContain("'../../auth'");
  });

  it("passes on another feature's index, the feature's own files, lib, components, texts and shared", async () => {
    const errors = await boundaryErrors(
      staffFile,
      [
        "import { ChangePasswordDialog } from '#client/features/auth';",
        "import { PushCard } from '../../push';",
        "import { listEmployees } from '../api/list-employees';",
        "import { usePasswordMinLength } from '#client/lib/public-config';",
        "import { Button } from '#client/components/ui/button';",
        "import { formatCents } from '#shared/money';",
        'export { ChangePasswordDialog, PushCard, listEmployees, usePasswordMinLength, Button, formatCents };',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets the app load pages lazily, but its static imports go through the index', async () => {
    const appFile = 'src/client/app/layout/boundary-fixture.tsx';
    expect(await boundaryErrors(appFile, "export const page = () => import('#client/features/staff/payroll-page');")).toEqual([]);
    expect(await boundaryErrors(appFile, "export { MaintenanceGate } from '#client/features/admin/settings/maintenance-gate';")).toHaveLength(1);
  });
});

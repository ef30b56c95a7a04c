import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue's lint rule (issue 27, decision 059), run through the project's own eslint.config.js
 * on sources placed (virtually) in the client: a user-visible literal in JSX fails `npm run lint`.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function literalErrors(source: string, filePath = 'src/client/features/customers/components/i18n-fixture.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'i18n/no-literal-text').map((m) => m.message);
}

// The first lint loads the project's whole eslint config and its plugins: seconds on a loaded CI machine (5 s ran out).
describe('i18n/no-literal-text', { timeout: 60_000 }, () => {
  it('fails on text between tags, a string child, a ternary of strings and a visible attribute', async () => {
    const errors = await literalErrors(
      [
        "export const A = ({ busy, name }: { busy: boolean; name?: string }) => (",
        '  <section title="Customer list">',
        '    <h1>Customers</h1>',
        "    <p>{'Add Customer'}</p>",
        "    <button aria-label={`Delete ${name}`}>{busy ? 'Saving…' : 'Save'}</button>",
        "    <input placeholder='Search' />",
        "    <span>{name ?? 'Unknown'}</span>",
        '  </section>',
        ');',
      ].join('\n'),
    );
    expect(errors.map((message) => message.match(/'([^']*)'/)?.[1])).toEqual(['Customer list', 'Customers', 'Add Customer', 'Delete', 'Saving…', 'Save', 'Search', 'Unknown']);
  });

  it('passes on texts from the catalogue, text without letters, class names, ids and CSS', async () => {
    const errors = await literalErrors(
      [
        "import { useT } from '#client/i18n';",
        'export function B({ count }: { count: number }) {',
        '  const t = useT();',
        '  return (',
        '    <div className="flex gap-2" data-testid="customer-list" id="customers" role="status">',
        "      <h1 title={t('customers.customers')}>{t('customers.customers')}</h1>",
        "      <span>{count > 99 ? '99+' : count} · $ —</span>",
        "      <style>{'@page { margin: 12mm; }'}</style>",
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

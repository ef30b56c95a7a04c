import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue's guard beyond JSX (issue 36, decision 076), run through the project's own
 * eslint.config.js on sources placed (virtually) in the client or in shared code.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function errors(source: string, rule: string, filePath = 'src/client/features/customers/i18n-fixture.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message.match(/'([^']*)'/)?.[1] ?? m.message);
}
const messages = (source: string, filePath?: string) => errors(source, 'messages/no-literal-message', filePath);
const locales = (source: string, filePath?: string) => errors(source, 'locale/no-hard-coded-locale', filePath);
const jsxText = (source: string) => errors(source, 'i18n/no-literal-text', 'src/client/features/customers/components/i18n-fixture.tsx');

describe('messages/no-literal-message', { timeout: 60_000 }, () => {
  it('fails on texts handed to toasts, browser dialogs, Errors and document.title, followed through the file', async () => {
    const found = await messages(
      [
        "import { toast } from 'sonner';",
        "const FAILED = 'Failed to save';",
        'const sentence = (name: string) => `${name} is back in the list.`;',
        'export function run(name: string, ok: boolean) {',
        "  toast('Saved');",
        "  toast.success(ok ? 'Done' : FAILED);",
        '  toast.error(sentence(name));',
        "  if (!window.confirm('Delete this customer?')) return;",
        "  alert('Gone');",
        '  document.title = `Customers · Corner Store`;',
        "  throw new Error('Could not save the customer');",
        '}',
      ].join('\n'),
    );
    expect(found).toEqual(['Failed to save', 'is back in the list.', 'Saved', 'Done', 'Delete this customer?', 'Gone', 'Customers · Corner Store', 'Could not save the customer']);
  });

  it("fails on a visible-text property (a toast's description, a ToastText, a menu label) and a returned sentence", async () => {
    const found = await messages(
      [
        "import { toast } from 'sonner';",
        "import { t } from '#client/i18n';",
        'export const refusal = (limit: string) => ({ title: t(\'customers.creditLimitExceeded\'), description: `Cannot give credit over ${limit}` });',
        "export const filters = [{ value: 'active', label: 'Active' }, { value: 'archived', menuLabel: 'Archived' }];",
        "export const given = (name: string) => toast.success(t('customers.creditGiven'), { description: `Given to ${name}` });",
        'export function example(days: number) {',
        "  if (days < 0) return 'Payment terms of invoices.';",
        '  return `Example: due within ${days} days.`;',
        '}',
        "export const period = (from: string) => (from ? `Past 30 days · ${from}` : 'Past 30 days');",
      ].join('\n'),
    );
    expect(found).toEqual([
      'Cannot give credit over',
      'Active',
      'Archived',
      'Given to',
      'Payment terms of invoices.',
      'Example: due within  days.',
      'Past 30 days ·',
      'Past 30 days',
    ]);
  });

  it('passes on catalogue texts, keys, code strings, the product name and an Error marked as never shown', async () => {
    const found = await messages(
      [
        "import { toast } from 'sonner';",
        "import { t } from '#client/i18n';",
        "export const sortOptions = [{ value: 'date-desc', label: 'reports.sortDateNewest' }];",
        'export function run(id: string) {',
        "  toast.success(t('customers.customerAdded'), { description: t('customers.customerIdLabel', { id }) });",
        "  const title = 'Corner Store';",
        "  const headers = { 'Content-Type': 'application/json', method: 'GET' };",
        '  const kind = () => `flex gap-2 ${id}`;',
        "  // eslint-disable-next-line messages/no-literal-message -- never shown: a programmer's misuse",
        "  if (!id) throw new Error('id is missing');",
        '  return { title, headers, kind };',
        '}',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('does not apply to the catalogue itself, to tests or to server code', async () => {
    const text = "export default { saved: 'Saved', title: 'Customers' };";
    expect(await messages(text, 'src/client/i18n/locales/en/fixture.ts')).toEqual([]);
    expect(await messages(text, 'src/client/public/texts/en/fixture.ts')).toEqual([]);
    expect(await messages("import { toast } from 'sonner'; toast('Saved');", 'src/client/features/customers/fixture.test.ts')).toEqual([]);
    expect(await messages("throw new Error('Could not connect');", 'src/server/fixture.ts')).toEqual([]);
  });
});

describe('locale/no-hard-coded-locale', { timeout: 60_000 }, () => {
  it('fails on Intl formats and toLocale…String given a literal locale, in the client and in shared code', async () => {
    const source = [
      "const day = new Intl.DateTimeFormat('en-US', { month: 'short' });",
      "const money = Intl.NumberFormat(['en-US'], { style: 'currency', currency: 'USD' });",
      'export const f = (d: Date, n: number) => [',
      "  d.toLocaleString('en-US'), d.toLocaleDateString(`en-US`), d.toLocaleTimeString('es-US'), n.toLocaleString('en'), day, money,",
      '];',
    ].join('\n');
    expect(await locales(source)).toEqual(['en-US', 'en-US', 'en-US', 'en-US', 'es-US', 'en']);
    expect(await locales(source, 'src/shared/fixture.ts')).toEqual(['en-US', 'en-US', 'en-US', 'en-US', 'es-US', 'en']);
  });

  it("passes on the person's language and on Intl calls that format nothing", async () => {
    const found = await locales(
      [
        "import { displayLocale } from '#shared/i18n/display-locale';",
        "const day = new Intl.DateTimeFormat(displayLocale(), { month: 'short' });",
        "const zones = Intl.supportedValuesOf('timeZone');",
        'export const f = (d: Date, n: number) => [d.toLocaleDateString(displayLocale()), n.toLocaleString(displayLocale()), day, zones];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('i18n/no-literal-text, extended (decision 076)', { timeout: 60_000 }, () => {
  it("follows a child through the file's consts and functions and reads a component's prose props", async () => {
    const found = await jsxText(
      [
        "import { Figure } from './figure';",
        'export function Card({ from, cents }: { from?: string; cents: number }) {',
        "  const period = from ? `Past 30 days · ${from}` : 'Past 30 days';",
        '  const credit = (c: number) => `${c} credit`;',
        '  return (',
        '    <div className="flex gap-2">',
        '      <p>{period}</p>',
        '      <p>{credit(cents)}</p>',
        '      <Figure term="Starting Cash" cents={cents} variant="outline" className="text-sm font-medium" />',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(found).toEqual(['Past 30 days ·', 'Past 30 days', 'credit', 'Starting Cash']);
  });
});

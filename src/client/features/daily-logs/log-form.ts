import { MAX_LOG_CENTS, type DailyLog, type DailyLogValues, type SaveDailyLogInput } from '#shared/daily-logs/daily-log.schemas';
import { type Cents, centsToInput, parseDollarsToCents } from '#shared/money';
import { t } from '#client/i18n';

export type MoneyField = keyof DailyLogValues;

/** The Cash Tracking inputs in screen order, with the spec's labels. */
export const moneyFields: { name: MoneyField; id: string; label: string; hint?: string }[] = [
  { name: 'startingCashCents', id: 'opening-cash', get label() { return t('dailyLogs.fieldOpeningCash'); }, get hint() { return t('dailyLogs.hintOpeningCash'); } },
  { name: 'cashSalesCents', id: 'cash-sales', get label() { return t('dailyLogs.fieldCashSales'); } },
  { name: 'payoutsCents', id: 'payouts', get label() { return t('dailyLogs.fieldPayouts'); }, get hint() { return t('dailyLogs.hintPayouts'); } },
  { name: 'expensesCents', id: 'expenses', get label() { return t('dailyLogs.fieldExpenses'); }, get hint() { return t('dailyLogs.hintExpenses'); } },
  { name: 'actualCashCents', id: 'closing-cash', get label() { return t('dailyLogs.fieldClosingCash'); }, get hint() { return t('dailyLogs.hintClosingCash'); } },
];

/** What the person typed: dollars as text, and the notes. */
export type LogFormValues = Record<MoneyField, string> & { notes: string };

export type FieldCode = 'negative' | 'too_large' | 'invalid_amount';

export const emptyLogForm: LogFormValues = {
  startingCashCents: '',
  cashSalesCents: '',
  payoutsCents: '',
  expensesCents: '',
  actualCashCents: '',
  notes: '',
};


/** A saved log → the form; no log → an empty form. */
export function formFromLog(log: DailyLog | null): LogFormValues {
  if (!log) return emptyLogForm;
  const values = Object.fromEntries(moneyFields.map(({ name }) => [name, centsToInput(log[name])]));
  return { ...(values as Record<MoneyField, string>), notes: log.notes ?? '' };
}

/** One amount box → cents; empty or unparsable counts as 0 (spec part 1 §5). */
export function amountToCents(text: string): Cents {
  return parseDollarsToCents(text) ?? 0;
}

/** The form → the values the live Reconciliation panel computes with. */
export function formToValues(form: LogFormValues): DailyLogValues {
  const values = Object.fromEntries(moneyFields.map(({ name }) => [name, amountToCents(form[name])]));
  return values as DailyLogValues;
}

/** What is wrong with one amount box, if anything (empty is fine: it counts as 0). */
export function amountProblem(text: string): FieldCode | null {
  if (text.trim() === '') return null;
  const cents = parseDollarsToCents(text);
  if (cents === null) return 'invalid_amount';
  if (cents < 0) return 'negative';
  if (cents > MAX_LOG_CENTS) return 'too_large';
  return null;
}

/** Every field code of the form (the same codes the server answers with). */
export function formProblems(form: LogFormValues): Partial<Record<MoneyField, FieldCode>> {
  const problems: Partial<Record<MoneyField, FieldCode>> = {};
  for (const { name } of moneyFields) {
    const problem = amountProblem(form[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The PUT body: cents only, empty boxes as 0, blank notes as null. */
export function formToSaveInput(form: LogFormValues): SaveDailyLogInput {
  const notes = form.notes.trim();
  return { ...formToValues(form), notes: notes ? notes : null };
}

/** Whether two forms would save the same log ('12.5' and '12.50' are the same). */
export function isSameForm(a: LogFormValues, b: LogFormValues): boolean {
  const left = formToSaveInput(a);
  const right = formToSaveInput(b);
  return moneyFields.every(({ name }) => left[name] === right[name]) && left.notes === right.notes;
}

/**
 * Whether the form holds what the saved log (or, without one, the empty form) does not: another
 * amount or note, or text that is not an amount at all.
 */
export function hasUnsavedChanges(form: LogFormValues, log: DailyLog | null): boolean {
  if (moneyFields.some(({ name }) => amountProblem(form[name]) === 'invalid_amount')) return true;
  return !isSameForm(form, formFromLog(log));
}

/** Whether the form still shows exactly what was saved (for the printed page). */
export function isSameAsSaved(form: LogFormValues, log: DailyLog | null): boolean {
  return log !== null && isSameForm(form, formFromLog(log));
}

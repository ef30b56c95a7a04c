import { describe, expect, it } from 'vitest';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import {
  amountProblem,
  amountToCents,
  emptyLogForm,
  formFromLog,
  formProblems,
  formToSaveInput,
  formToValues,
  hasUnsavedChanges,
  isSameAsSaved,
} from './log-form';

const log: DailyLog = {
  id: 'log-1',
  logDate: '2026-05-02',
  startingCashCents: 20_000,
  cashSalesCents: 125_050,
  payoutsCents: 1_500,
  expensesCents: 0,
  actualCashCents: 143_550,
  notes: 'Rain all day',
  expectedCashCents: 143_550,
  balanceCents: 0,
  createdAt: '2026-05-02T22:00:00Z',
  updatedAt: '2026-05-02T22:00:00Z',
  updatedByName: 'Olivia Owner',
};

describe('amountToCents', () => {
  it('parses dollars into cents', () => {
    expect(amountToCents('12')).toBe(1200);
    expect(amountToCents('12.5')).toBe(1250);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents('1,234.56')).toBe(123_456);
  });

  it('counts empty or unparsable input as 0', () => {
    expect(amountToCents('')).toBe(0);
    expect(amountToCents('   ')).toBe(0);
    expect(amountToCents('abc')).toBe(0);
    expect(amountToCents('12.345')).toBe(0);
  });
});

describe('formToValues', () => {
  it('turns every box into cents for the live panel', () => {
    const values = formToValues({ ...emptyLogForm, startingCashCents: '100', cashSalesCents: '50.25', actualCashCents: 'x' });
    expect(values).toEqual({ startingCashCents: 10_000, cashSalesCents: 5_025, payoutsCents: 0, expensesCents: 0, actualCashCents: 0 });
  });
});

describe('amountProblem / formProblems', () => {
  it('accepts empty, zero and the maximum', () => {
    expect(amountProblem('')).toBeNull();
    expect(amountProblem('0')).toBeNull();
    expect(amountProblem('1000000')).toBeNull();
  });

  it('reports negative, too large and unreadable amounts with the server codes', () => {
    expect(amountProblem('-5')).toBe('negative');
    expect(amountProblem('1000000.01')).toBe('too_large');
    expect(amountProblem('12.345')).toBe('invalid_amount');
  });

  it('lists only the fields with a problem', () => {
    expect(formProblems({ ...emptyLogForm, payoutsCents: '-1', cashSalesCents: '20' })).toEqual({ payoutsCents: 'negative' });
  });
});

describe('formFromLog / formToSaveInput', () => {
  it('fills the form from a saved log and empties it without one', () => {
    expect(formFromLog(log)).toEqual({
      startingCashCents: '200.00',
      cashSalesCents: '1250.50',
      payoutsCents: '15.00',
      expensesCents: '0.00',
      actualCashCents: '1435.50',
      notes: 'Rain all day',
    });
    expect(formFromLog(null)).toEqual(emptyLogForm);
  });

  it('sends cents, empty boxes as 0 and blank notes as null', () => {
    expect(formToSaveInput({ ...emptyLogForm, cashSalesCents: '9.99', notes: '  ' })).toEqual({
      startingCashCents: 0,
      cashSalesCents: 999,
      payoutsCents: 0,
      expensesCents: 0,
      actualCashCents: 0,
      notes: null,
    });
  });

  it('tells whether the form still matches the saved log', () => {
    expect(isSameAsSaved(formFromLog(log), log)).toBe(true);
    expect(isSameAsSaved({ ...formFromLog(log), cashSalesCents: '1250.5' }, log)).toBe(true);
    expect(isSameAsSaved({ ...formFromLog(log), actualCashCents: '1400' }, log)).toBe(false);
    expect(isSameAsSaved(emptyLogForm, null)).toBe(false);
  });
});

describe('hasUnsavedChanges (the Discard unsaved changes? question)', () => {
  it('is false for the saved figures, however they are written, and for an untouched empty day', () => {
    expect(hasUnsavedChanges(formFromLog(log), log)).toBe(false);
    expect(hasUnsavedChanges({ ...formFromLog(log), cashSalesCents: '1250.5', notes: 'Rain all day ' }, log)).toBe(false);
    expect(hasUnsavedChanges(emptyLogForm, null)).toBe(false);
    expect(hasUnsavedChanges({ ...emptyLogForm, payoutsCents: '0' }, null)).toBe(false);
  });

  it('is true for another amount or note, and for text that is not an amount', () => {
    expect(hasUnsavedChanges({ ...formFromLog(log), actualCashCents: '1400' }, log)).toBe(true);
    expect(hasUnsavedChanges({ ...formFromLog(log), notes: 'Sunny' }, log)).toBe(true);
    expect(hasUnsavedChanges({ ...emptyLogForm, cashSalesCents: '12' }, null)).toBe(true);
    expect(hasUnsavedChanges({ ...emptyLogForm, cashSalesCents: 'abc' }, null)).toBe(true);
  });
});

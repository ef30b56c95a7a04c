import { describe, expect, it } from 'vitest';
import { checkPayrollForm, emptyPayrollForm, type PayrollFormValues } from './payroll-form-check';

const complete: PayrollFormValues = {
  employeeId: 'e1',
  payPeriodType: 'weekly',
  startDate: '2026-03-02',
  endDate: '2026-03-08',
  totalHours: '45',
  totalAmount: '540.00',
  signaturePng: 'data:image/png;base64,AAAA',
};
const messageOf = (values: PayrollFormValues) => {
  const result = checkPayrollForm(values);
  return 'problem' in result ? result.problem.message : null;
};

describe('checkPayrollForm', () => {
  it("checks in the spec's order with its texts", () => {
    expect(messageOf(emptyPayrollForm)).toBe('Please select an employee');
    expect(messageOf({ ...emptyPayrollForm, employeeId: 'e1' })).toBe('Please enter valid hours and pay amount');
    expect(messageOf({ ...complete, totalAmount: '0' })).toBe('Please enter valid hours and pay amount');
    expect(messageOf({ ...complete, totalHours: '7.25' })).toBe('Please enter valid hours and pay amount');
    expect(messageOf({ ...complete, startDate: '' })).toBe('Please enter both start and end dates');
    expect(messageOf({ ...complete, startDate: '2026-03-09' })).toBe('Start date must be before end date');
    expect(messageOf({ ...complete, signaturePng: null })).toBe('Employee signature is required to verify hours and pay');
  });

  it('gives the body to send when complete', () => {
    expect(checkPayrollForm(complete)).toEqual({
      input: { employeeId: 'e1', payPeriodType: 'weekly', startDate: '2026-03-02', endDate: '2026-03-08', totalHours: 45, totalAmountCents: 54_000, signaturePng: complete.signaturePng },
    });
  });

  it('refuses a period longer than the type allows', () => {
    expect(messageOf({ ...complete, endDate: '2026-03-12' })).toMatch(/too long/);
    expect(messageOf({ ...complete, payPeriodType: 'monthly', endDate: '2026-03-12' })).toBeNull();
  });
});

import { parseDollarsToCents } from '#shared/money';
import { maxPeriodDays, periodDays, type CreatePayrollEntryInput, type PayPeriodTypeValue } from '#shared/payroll/payroll.schemas';
import { fieldSentences } from '#client/texts/fields';
import { t } from '#client/i18n';

export type PayrollFormValues = {
  employeeId: string;
  payPeriodType: PayPeriodTypeValue;
  startDate: string;
  endDate: string;
  totalHours: string;
  totalAmount: string;
  signaturePng: string | null;
};

export const emptyPayrollForm: PayrollFormValues = {
  employeeId: '',
  payPeriodType: 'weekly',
  startDate: '',
  endDate: '',
  totalHours: '0',
  totalAmount: '0',
  signaturePng: null,
};

export type PayrollFormProblem = { field: keyof PayrollFormValues; message: string };

/**
 * The form's checks in the spec's order and texts (part 2 §5); the first problem, or the body to
 * send. The server checks everything again (and the period length, and the signature's content).
 */
export function checkPayrollForm(values: PayrollFormValues): { problem: PayrollFormProblem } | { input: CreatePayrollEntryInput } {
  if (!values.employeeId) return { problem: { field: 'employeeId', message: fieldSentences.employeeMissing } };
  const hours = Number(values.totalHours);
  const cents = parseDollarsToCents(values.totalAmount);
  if (!(hours > 0) || !Number.isInteger(hours * 2) || cents === null || cents <= 0) {
    return { problem: { field: hours > 0 ? 'totalAmount' : 'totalHours', message: fieldSentences.hoursAndPayInvalid } };
  }
  if (!values.startDate || !values.endDate) {
    return { problem: { field: values.startDate ? 'endDate' : 'startDate', message: fieldSentences.payDatesMissing } };
  }
  if (values.startDate > values.endDate) return { problem: { field: 'endDate', message: fieldSentences.payStartAfterEnd } };
  if (periodDays(values.startDate, values.endDate) > maxPeriodDays[values.payPeriodType]) {
    return { problem: { field: 'endDate', message: t('staff.periodTooLong') } };
  }
  if (!values.signaturePng) return { problem: { field: 'signaturePng', message: t('staff.employeeSignatureIsRequiredTo') } };
  return {
    input: {
      employeeId: values.employeeId,
      payPeriodType: values.payPeriodType,
      startDate: values.startDate,
      endDate: values.endDate,
      totalHours: hours,
      totalAmountCents: cents,
      signaturePng: values.signaturePng,
    },
  };
}

import { z } from 'zod';
import { businessDateSchema, centsSchema, isBusinessDate } from '../validation/primitives';
import { userIdSchema, uuidSchema } from '../validation/ids';

export const payPeriodTypes = ['weekly', 'bi-weekly', 'monthly'] as const;
export type PayPeriodTypeValue = (typeof payPeriodTypes)[number];

export const PAYROLL_PAGE_SIZE = 50;
export const MAX_PAYROLL_HOURS = 744;
export const MAX_PAYROLL_AMOUNT_CENTS = 10_000_000;
/** The signature PNG, decoded, at most 200 KB. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** Base64 of MAX_SIGNATURE_BYTES, plus an optional data-URL prefix. */
const MAX_SIGNATURE_CHARS = Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4 + 32;

/** Longest period, in days counted inclusively, per type (weekly 8, bi-weekly 16, monthly 31). */
export const maxPeriodDays: Record<PayPeriodTypeValue, number> = { weekly: 8, 'bi-weekly': 16, monthly: 31 };

/** Days from start to end, both counted ('2026-01-01'..'2026-01-07' is 7). */
export function periodDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * POST /api/payroll (owner). Field codes: employeeId 'required' / 'invalid_id', and from the server
 * 'not_an_employee' (not a current employee of the store, e.g. deleted); totalHours 'invalid_hours' (not a
 * positive multiple of 0.5 up to 744); totalAmountCents 'invalid_amount' / 'too_large'; endDate
 * 'invalid_range' (before the start) or 'period_too_long'; signaturePng 'required', and from the
 * server 'invalid_signature' (not a PNG) or 'too_large'.
 */
export const createPayrollEntryInputSchema = z
  .object({
    employeeId: userIdSchema,
    payPeriodType: z.enum(payPeriodTypes, { error: 'invalid_value' }),
    startDate: businessDateSchema,
    endDate: businessDateSchema,
    totalHours: z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_hours') })
      .refine((v) => v > 0 && v <= MAX_PAYROLL_HOURS && Number.isInteger(v * 2), 'invalid_hours'),
    totalAmountCents: centsSchema({ min: 1, max: MAX_PAYROLL_AMOUNT_CENTS }),
    /** Base64 PNG bytes, optionally as a data: URL ('data:image/png;base64,…'). */
    signaturePng: z.string({ error: 'required' }).min(1, 'required').max(MAX_SIGNATURE_CHARS, 'too_large'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!isBusinessDate(v.startDate) || !isBusinessDate(v.endDate)) return;
    if (v.startDate > v.endDate) ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['endDate'] });
    else if (periodDays(v.startDate, v.endDate) > maxPeriodDays[v.payPeriodType]) {
      ctx.addIssue({ code: 'custom', message: 'period_too_long', path: ['endDate'] });
    }
  });
export type CreatePayrollEntryInput = z.input<typeof createPayrollEntryInputSchema>;

/** GET /api/payroll and the payroll exports: optional employee and start-date range. */
export const payrollFilterSchema = z
  .object({
    employeeId: userIdSchema.optional(),
    from: businessDateSchema.optional(),
    to: businessDateSchema.optional(),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'invalid_range', path: ['to'] });
export type PayrollFilter = z.output<typeof payrollFilterSchema>;

export const listPayrollQuerySchema = payrollFilterSchema.and(
  z.object({ cursor: uuidSchema('invalid_cursor').optional() }),
);

export const payrollEntrySchema = z.object({
  id: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string(),
  employeePhone: z.string().nullable(),
  entryDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  payPeriodType: z.string(),
  totalHours: z.number(),
  totalAmountCents: z.number(),
  hourlyRateCents: z.number(),
  hasSignature: z.boolean(),
  signatureDate: z.string().nullable(),
  createdAt: z.string(),
});
export type PayrollEntry = z.infer<typeof payrollEntrySchema>;

export const payrollPageSchema = z.object({ items: z.array(payrollEntrySchema), nextCursor: z.string().nullable() });
export type PayrollPage = z.infer<typeof payrollPageSchema>;

/** GET /api/employees/:id/payroll: the employee dialog (the person, a summary, their history). */
export const employeePayrollSchema = z.object({
  employee: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    photoVersion: z.string().nullable(),
    isCurrent: z.boolean(),
  }),
  summary: z.object({ totalHours: z.number(), totalPayCents: z.number(), averageRateCents: z.number(), entryCount: z.number() }),
  history: z.array(payrollEntrySchema),
});
export type EmployeePayroll = z.infer<typeof employeePayrollSchema>;

export function signaturePath(entryId: string): string {
  return `/api/payroll/${encodeURIComponent(entryId)}/signature`;
}

/** The query string of a payroll filter (the list and the exports share it). */
export function payrollFilterQuery(filter: { employeeId?: string; from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (filter.employeeId) params.set('employeeId', filter.employeeId);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function payrollExportPath(format: 'csv' | 'xlsx', filter: { employeeId?: string; from?: string; to?: string }): string {
  return `/api/exports/payroll.${format}${payrollFilterQuery(filter)}`;
}

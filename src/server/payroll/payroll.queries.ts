import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PAYROLL_PAGE_SIZE, type EmployeePayroll, type PayrollEntry, type PayrollFilter, type PayrollPage } from '#shared/payroll/payroll.schemas';
import { isUuid } from '#shared/validation/ids';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { payrollEntries, profiles, userRoles, users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { photoVersionOf } from '../employees/index';

const pe = payrollEntries;
export type PayrollRow = typeof payrollEntries.$inferSelect;

export function toPayrollEntryDto(row: PayrollRow): PayrollEntry {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeePhone: row.employeePhone,
    entryDate: row.entryDate,
    startDate: row.startDate,
    endDate: row.endDate,
    payPeriodType: row.payPeriodType,
    totalHours: row.totalHalfHours / 2,
    totalAmountCents: row.totalAmountCents,
    hourlyRateCents: row.hourlyRateCents,
    hasSignature: row.signatureKey !== null,
    signatureDate: row.signatureDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The filter as SQL: the store, optionally one employee and a range of start dates. */
export function payrollWhere(storeId: string, filter: PayrollFilter): SQL {
  return and(
    eq(pe.storeId, storeId),
    filter.employeeId ? eq(pe.employeeId, filter.employeeId) : undefined,
    filter.from ? gte(pe.startDate, filter.from) : undefined,
    filter.to ? lte(pe.startDate, filter.to) : undefined,
  )!;
}

/** Entries strictly after the cursor entry in (created_at desc, id desc); an unknown cursor gives an empty page. */
function afterCursor(storeId: string, cursor: string): SQL {
  if (!isUuid(cursor)) throw new AppError('VALIDATION_FAILED', { cursor: 'invalid_cursor' });
  return sql`(${pe.createdAt}, ${pe.id}) < (select c.created_at, c.id from ${pe} c where c.store_id = ${storeId} and c.id = ${cursor})`;
}

/** One page of the store's payroll entries, newest first, 50 at a time (keyset on created_at, id). */
/** The query of one page of entries, newest first (its plan is checked in payroll-plan.test.ts: index order, no sort). */
export function selectPayrollPage(db: Db, storeId: string, query: PayrollFilter & { cursor?: string }) {
  return db
    .select()
    .from(pe)
    .where(and(payrollWhere(storeId, query), query.cursor ? afterCursor(storeId, query.cursor) : undefined))
    .orderBy(desc(pe.createdAt), desc(pe.id))
    .limit(PAYROLL_PAGE_SIZE + 1);
}

export async function listPayrollPage(db: Db, storeId: string, query: PayrollFilter & { cursor?: string }): Promise<PayrollPage> {
  const rows = await selectPayrollPage(db, storeId, query);
  const page = rows.slice(0, PAYROLL_PAGE_SIZE);
  return { items: page.map(toPayrollEntryDto), nextCursor: rows.length > PAYROLL_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

/** One entry of this store, or 404. */
export async function findPayrollEntry(db: Db | Tx, storeId: string, entryId: string): Promise<PayrollRow> {
  const [row] = await db.select().from(pe).where(and(eq(pe.storeId, storeId), eq(pe.id, entryId))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The most history rows the dialog gets (ten years of weekly entries). */
const HISTORY_LIMIT = 520;

/**
 * The employee dialog: the person (current employee, or a former one known from their entries'
 * snapshot), a summary over all their entries in this store, and their history, newest first.
 * 404 when the id is neither a current employee nor on any of the store's entries.
 */
export async function getEmployeePayroll(db: Db, storeId: string, employeeId: string): Promise<EmployeePayroll> {
  const where = and(eq(pe.storeId, storeId), eq(pe.employeeId, employeeId));
  // Three independent reads at once (the person, the totals, the history): one round trip of waiting.
  const [[person], [totals], history] = await Promise.all([
    db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: users.email, phone: profiles.phone, photoKey: profiles.photoKey })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .innerJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(and(eq(userRoles.storeId, storeId), eq(userRoles.userId, employeeId), eq(userRoles.role, 'employee')))
      .limit(1),
    db
      .select({
        halfHours: sql<string>`coalesce(sum(${pe.totalHalfHours}), 0)`,
        cents: sql<string>`coalesce(sum(${pe.totalAmountCents}), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(pe)
      .where(where),
    db.select().from(pe).where(where).orderBy(desc(pe.createdAt), desc(pe.id)).limit(HISTORY_LIMIT),
  ]);
  const latest = history[0];
  if (!person && !latest) throw new AppError('NOT_FOUND');
  const halfHours = Number(totals?.halfHours ?? 0);
  const cents = Number(totals?.cents ?? 0);
  const [snapFirst = '', ...snapRest] = (latest?.employeeName ?? '').split(' ');
  return {
    employee: {
      id: employeeId,
      firstName: person?.firstName ?? snapFirst,
      lastName: person?.lastName ?? snapRest.join(' '),
      email: person?.email ?? null,
      phone: person ? person.phone : (latest?.employeePhone ?? null),
      photoVersion: person ? photoVersionOf(person.photoKey) : null,
      isCurrent: Boolean(person),
    },
    summary: {
      totalHours: halfHours / 2,
      totalPayCents: cents,
      averageRateCents: halfHours > 0 ? Math.round((2 * cents) / halfHours) : 0,
      entryCount: Number(totals?.count ?? 0),
    },
    history: history.map(toPayrollEntryDto),
  };
}

import { eq } from 'drizzle-orm';
import type { Customer } from '#shared/customers/customer.schemas';
import { isLanguage } from '#shared/i18n/languages';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { customers } from '../db/schema/index';
import { AppError } from '../http/app-error';

export type CustomerRow = typeof customers.$inferSelect;

/** The private URL of a customer's photo; the version makes a new photo bypass the browser cache. */
export function customerPhotoUrl(row: Pick<CustomerRow, 'id' | 'photoKey'>): string | null {
  if (!row.photoKey) return null;
  const version = row.photoKey.split('/').pop()?.split('.')[0] ?? '';
  return `/api/customers/${row.id}/photo?v=${encodeURIComponent(version)}`;
}

/** A customer row as the API answers it. `today` is the store's business day. */
export function toCustomerDto(row: CustomerRow, today: string): Customer {
  return {
    id: row.id,
    displayId: row.displayId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    photoUrl: customerPhotoUrl(row),
    creditBalanceCents: row.creditBalanceCents,
    creditLimitCents: row.creditLimitCents,
    hasDailyCredit: row.dailyCreditOn === today,
    dailyCreditOn: row.dailyCreditOn,
    internalRedFlag: row.internalRedFlag,
    redFlagNotes: row.redFlagNotes,
    isBlocked: row.isBlocked,
    verifiedCustomer: row.verifiedCustomer,
    loyalCustomer: row.loyalCustomer,
    phoneNeedsReview: row.phoneNeedsReview,
    language: isLanguage(row.language) ? row.language : null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One customer of one store, or 404 (another store's id, or no such id, look the same). */
export async function findCustomerRow(db: Db | Tx, storeId: string, customerId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || row.storeId !== storeId) throw new AppError('NOT_FOUND');
  return row;
}

/** An archived customer is read-only until the owner restores them: every change is refused. */
export function assertNotArchived(row: { archivedAt: Date | null }): void {
  if (row.archivedAt) throw new AppError('CUSTOMER_ARCHIVED');
}

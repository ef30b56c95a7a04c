import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RedFlagReport } from '#shared/reports/report.schemas';
import type { Db } from '../db/client';
import { customers } from '../db/schema/index';
import { customerPhotoUrl } from '../customers/index';

/**
 * GET /api/reports/red-flags — the store's red-flagged customers, newest update first. Count, total
 * and average balance are window aggregates of the same statement, so they always match the rows.
 */
export async function getRedFlagReport(db: Db, storeId: string): Promise<RedFlagReport> {
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      photoKey: customers.photoKey,
      creditBalanceCents: customers.creditBalanceCents,
      redFlagNotes: customers.redFlagNotes,
      updatedAt: customers.updatedAt,
      count: sql`count(*) over ()`.mapWith(Number),
      totalBalanceCents: sql`sum(${customers.creditBalanceCents}) over ()`.mapWith(Number),
      averageBalanceCents: sql`round(avg(${customers.creditBalanceCents}) over ())`.mapWith(Number),
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.internalRedFlag, true)))
    .orderBy(desc(customers.updatedAt), asc(customers.id));
  const first = rows[0];
  return {
    count: first?.count ?? 0,
    totalBalanceCents: first?.totalBalanceCents ?? 0,
    averageBalanceCents: first?.averageBalanceCents ?? 0,
    customers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      photoUrl: customerPhotoUrl(row),
      creditBalanceCents: row.creditBalanceCents,
      redFlagNotes: row.redFlagNotes,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

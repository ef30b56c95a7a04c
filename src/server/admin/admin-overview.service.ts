import { sql } from 'drizzle-orm';
import type { AdminOverview } from '#shared/admin/admin-users.schemas';
import type { Db } from '../db/client';

/** The admin dashboard's live counts in one round trip (signups: stores created since the 1st of this month, UTC). */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const result = await db.execute<Record<string, string | number>>(sql`
    select
      (select count(*) from stores) as total,
      (select count(*) from stores where subscription_status = 'trial') as trial,
      (select count(*) from stores where subscription_status = 'active') as active,
      (select count(*) from stores where subscription_status = 'suspended') as suspended,
      (select count(*) from stores where subscription_status = 'expired') as expired,
      (select count(*) from stores where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as signups,
      (select count(*) from admin_users) as admins,
      (select count(*) from users) as users,
      (select count(*) from customers) as customers`);
  const row = result.rows[0]!;
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    stores: { total: n('total'), trial: n('trial'), active: n('active'), suspended: n('suspended'), expired: n('expired') },
    signupsThisMonth: n('signups'),
    adminUsers: n('admins'),
    users: n('users'),
    customers: n('customers'),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { CARD_RENEWAL_GRACE_DAYS, effectiveStatus } from '#shared/subscription/subscription';
import type { AdminStoreCounters, AdminStoreDetail, AdminStoreList, AdminStoreRow, AdminStoreStatusFilter } from '#shared/admin/admin-stores.schemas';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A store's effective status in SQL, the same rule as effectiveStatus() in src/shared/subscription
 * (an ended trial or an ended paid period is expired; a card-paying store keeps its renewal grace).
 * Tested against the TypeScript rule in admin-stores-list.test.ts.
 */
export const effectiveStatusSql = sql`(case
  when s.subscription_status = 'trial' and s.trial_end_date <= now() then 'expired'
  when s.subscription_status = 'active' and s.subscription_end_date is not null
    and s.subscription_end_date + case when s.payment_subscription_id is null then interval '0 hours'
      else make_interval(hours => ${CARD_RENEWAL_GRACE_DAYS * 24}::int) end <= now() then 'expired'
  when s.subscription_status in ('trial', 'active', 'suspended', 'expired') then s.subscription_status
  else 'unknown' end)`;

/** The owner search expression; the trigram index profiles_owner_search_trgm_idx is on exactly this. */
const ownerSearchSql = sql`lower(p.first_name || ' ' || p.last_name || ' ' || p.email)`;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Stores whose name, owner email or owner full name contains q: two index searches (trigram GIN on
 * lower(stores.name) and on the owner expression) joined by a union, instead of one OR across the
 * join that no index can serve.
 */
function matchesSql(q: string, status: AdminStoreStatusFilter): SQL {
  const parts: SQL[] = [];
  if (q) {
    const pattern = likePattern(q);
    parts.push(sql`s.id in (
      select id from stores where lower(name) like ${pattern}
      union
      select s2.id from profiles p join stores s2 on s2.owner_id = p.id where ${ownerSearchSql} like ${pattern})`);
  }
  if (status !== 'all') parts.push(sql`${effectiveStatusSql} = ${status}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The page's rows, newest first (index stores_created_id_idx walked backwards; no sort). */
export function adminStorePageQuery(q: string, status: AdminStoreStatusFilter, page: number, size: number): SQL {
  return sql`select s.id, s.name, s.subscription_status, ${effectiveStatusSql} as effective_status, s.trial_end_date,
      s.subscription_end_date, s.created_at, p.first_name, p.last_name, p.email
    from stores s left join profiles p on p.id = s.owner_id
    where ${matchesSql(q, status)}
    order by s.created_at desc, s.id desc
    limit ${size} offset ${(page - 1) * size}`;
}

const countersSql = sql`select count(*)::int as total,
    count(*) filter (where eff = 'trial')::int as trial,
    count(*) filter (where eff = 'active')::int as active,
    count(*) filter (where eff = 'suspended')::int as suspended,
    count(*) filter (where eff = 'expired')::int as expired
  from (select ${effectiveStatusSql} as eff from stores s) counted`;

type Row = Record<string, unknown>;
async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const fullName = (first: unknown, last: unknown) => `${(first as string | null) ?? ''} ${(last as string | null) ?? ''}`.trim() || null;

/** GET /api/admin/stores: one page, how many match, and the platform's four counters. */
export async function listAdminStores(db: Db, input: { q: string; status: AdminStoreStatusFilter; page: number; size: number }): Promise<AdminStoreList> {
  // Without a search term, how many match is one of the counters (same status rule, same scan).
  const [pageRows, matchingRows, counterRows] = await Promise.all([
    rows(db, adminStorePageQuery(input.q, input.status, input.page, input.size)),
    input.q ? rows(db, sql`select count(*)::int as n from stores s where ${matchesSql(input.q, input.status)}`) : Promise.resolve(null),
    rows(db, countersSql),
  ]);
  const counted = counterRows[0]!;
  const counters: AdminStoreCounters = {
    total: Number(counted.total),
    trial: Number(counted.trial),
    active: Number(counted.active),
    suspendedOrExpired: Number(counted.suspended) + Number(counted.expired),
  };
  const matching = matchingRows ? Number(matchingRows[0]!.n) : Number(counted[input.status === 'all' ? 'total' : input.status]);
  const stores: AdminStoreRow[] = pageRows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    ownerName: fullName(row.first_name, row.last_name),
    ownerEmail: (row.email as string | null) ?? null,
    subscriptionStatus: row.subscription_status as string,
    effectiveStatus: row.effective_status as string,
    trialEndDate: iso(row.trial_end_date),
    subscriptionEndDate: iso(row.subscription_end_date),
    createdAt: iso(row.created_at)!,
  }));
  return { stores, matching, page: input.page, size: input.size, counters };
}

/** GET /api/admin/stores/:id: the store, its owner's profile, its dates and counts. */
export async function getAdminStore(db: Db, storeId: string): Promise<AdminStoreDetail> {
  if (!uuid.test(storeId)) throw new AppError('STORE_NOT_FOUND');
  const [row] = await rows(
    db,
    sql`select s.*, p.id as owner_profile_id, p.first_name, p.last_name, p.email as owner_email, p.phone as owner_phone,
        (select count(*)::int from customers c where c.store_id = s.id) as customer_count,
        (select count(*)::int from daily_logs d where d.store_id = s.id) as daily_log_count,
        (select count(*)::int from user_roles r where r.store_id = s.id and r.role = 'employee') as employee_count
      from stores s left join profiles p on p.id = s.owner_id
      where s.id = ${storeId}`,
  );
  if (!row) throw new AppError('STORE_NOT_FOUND');
  const input = { status: row.subscription_status as string, trialEndDate: iso(row.trial_end_date), subscriptionEndDate: iso(row.subscription_end_date) };
  return {
    store: {
      id: row.id as string,
      name: row.name as string,
      address: (row.address as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      timezone: row.timezone as string,
      createdAt: iso(row.created_at)!,
      notes: (row.notes as string | null) ?? null,
      subscriptionStatus: input.status,
      effectiveStatus: effectiveStatus({ ...input, renewsByCard: !!row.payment_subscription_id }),
      trialStartDate: iso(row.trial_start_date),
      trialEndDate: input.trialEndDate,
      subscriptionStartDate: iso(row.subscription_start_date),
      subscriptionEndDate: input.subscriptionEndDate,
      lastPaymentDate: iso(row.last_payment_date),
    },
    owner: row.owner_profile_id
      ? {
          id: row.owner_profile_id as string,
          firstName: row.first_name as string,
          lastName: row.last_name as string,
          email: row.owner_email as string,
          phone: (row.owner_phone as string | null) ?? null,
        }
      : null,
    counts: { customers: Number(row.customer_count), dailyLogs: Number(row.daily_log_count), employees: Number(row.employee_count) },
  };
}

import { sql } from 'drizzle-orm';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import type { Db } from '../db/client';

/** What one valid link opens: the link, its store and its customer. Nothing else is read. */
export type OpenedLink = {
  linkId: string;
  storeId: string;
  customerId: string;
  storeName: string;
  storePhone: string | null;
  storeAddress: string | null;
  timezone: string;
  customerName: string;
  displayId: string;
  balanceCents: number;
  /** The page's language: the customer's (customers.language), else the store owner's, else English (issue 27). */
  language: Language;
};

/**
 * The link whose token hashes to `tokenHash`, if it is neither revoked nor expired and its customer
 * is not archived. One indexed equality lookup on the hash (the unique index): the same work for any
 * token. The store's subscription is not asked: a lapsed store's links still show (decision 050).
 */
export async function findOpenLink(db: Db, tokenHash: string): Promise<OpenedLink | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select l.id as link_id, l.store_id, l.customer_id, s.name as store_name, s.phone as store_phone,
           s.address as store_address, s.timezone, c.name as customer_name, c.display_id, c.credit_balance_cents,
           coalesce(c.language, (select p.language from profiles p where p.id = s.owner_id)) as language
    from statement_links l
    join customers c on c.id = l.customer_id and c.store_id = l.store_id
    join stores s on s.id = l.store_id
    where l.token_hash = ${tokenHash} and l.revoked_at is null and l.expires_at > now() and c.archived_at is null`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    linkId: String(row.link_id),
    storeId: String(row.store_id),
    customerId: String(row.customer_id),
    storeName: String(row.store_name),
    storePhone: (row.store_phone as string | null) ?? null,
    storeAddress: (row.store_address as string | null) ?? null,
    timezone: String(row.timezone),
    customerName: String(row.customer_name),
    displayId: String(row.display_id),
    balanceCents: Number(row.credit_balance_cents),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

export type PageEntry = { type: 'credit_given' | 'credit_paid'; amountCents: number; businessDate: string; balanceAfterCents: number };

/** A page holds at most this many entries (a window busier than that shows its newest). */
export const MAX_PAGE_ENTRIES = 500;

/**
 * The customer's entries with business dates in (after, until], newest first, each with the balance
 * after it; and whether anything older exists. The running balance starts from the customer's
 * balance less every entry newer than the window. No author is read: the page says 'Store'.
 */
export async function readStatementWindow(db: Db, link: OpenedLink, after: string, until: string) {
  const ofCustomer = sql`store_id = ${link.storeId} and customer_id = ${link.customerId}`;
  const signed = sql`case when transaction_type = 'credit_given' then amount_cents else -amount_cents end`;
  const result = await db.execute<{ entries: [string, number, string][] | null; newer: string | null; has_older: boolean }>(sql`
    select
      (select json_agg(json_build_array(transaction_type, amount_cents, business_date::text) order by business_date desc, created_at desc, id desc)
         from (select transaction_type, amount_cents, business_date, created_at, id from credit_transactions
               where ${ofCustomer} and business_date > ${after}::date and business_date <= ${until}::date
               order by business_date desc, created_at desc, id desc limit ${MAX_PAGE_ENTRIES}) w) as entries,
      (select sum(${signed}) from credit_transactions where ${ofCustomer} and business_date > ${until}::date) as newer,
      exists (select 1 from credit_transactions where ${ofCustomer} and business_date <= ${after}::date) as has_older`);
  const row = result.rows[0]!;
  let balance = link.balanceCents - Number(row.newer ?? 0);
  const entries: PageEntry[] = (row.entries ?? []).map(([type, amount, businessDate]) => {
    const entry = { type: type as PageEntry['type'], amountCents: Number(amount), businessDate, balanceAfterCents: balance };
    balance -= type === 'credit_given' ? Number(amount) : -Number(amount);
    return entry;
  });
  return { entries, hasOlder: row.has_older === true };
}

/** A view: its audit row (link, time, IP) and the link's last-opened time, in one statement. */
export async function recordView(db: Db, link: { linkId: string; storeId: string }, ip: string | null): Promise<void> {
  await db.execute(sql`
    with viewed as (insert into statement_link_views (store_id, link_id, ip) values (${link.storeId}, ${link.linkId}, ${ip}))
    update statement_links set last_opened_at = now() where id = ${link.linkId} and store_id = ${link.storeId}`);
}

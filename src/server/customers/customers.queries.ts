import { and, asc, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { CUSTOMER_PAGE_SIZE, type CustomerListItem, type CustomerPage } from '#shared/customers/customer.schemas';
import { todayInZone } from '#shared/dates';
import { normalizePhone, uuidPattern } from '#shared/validation/patterns';
import { isSafeText } from '#shared/validation/primitives';
import type { Db } from '../db/client';
import { customers } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { perDatabase, rawRowsQuery } from '../db/raw-rows';
import { customerPhotoUrl } from './customer-dto';
import { storeToday } from '../store-time/store-today';

/** `archived`: the owner's Archived list instead of the directory (which never shows archived customers). */
export type ListCustomersOptions = { q: string; cursor?: string; limit?: number; archived?: boolean };

/** Where the previous page ended: the last row's sort key (lower(name), id). */
type PageKey = { name: string; id: string };

/** The opaque cursor handed to the client: base64url of the last row's key. */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.name, key.id]), 'utf8').toString('base64url');
}

/** The key inside a cursor; anything that is not one of ours → 422. */
export function decodeCursor(cursor: string): PageKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [name, id] = value as unknown[];
      if (typeof name === 'string' && name.length <= 500 && isSafeText(name) && typeof id === 'string' && uuidPattern.test(id)) return { name, id };
    }
  } catch {
    // fall through to the refusal below
  }
  throw new AppError('VALIDATION_FAILED', { cursor: 'invalid_cursor' });
}

/**
 * What to look for, lowercased, with LIKE's wildcards escaped. A query that looks like a phone
 * number ('217 555-0123', '(217) 555') loses the spaces, dashes, dots and parentheses people type,
 * since phones are stored as digits (E.164, '+12175550123', decision 084): a national number is found inside it.
 */
export function toSearchTerm(q: string): string {
  const trimmed = q.trim();
  const looksLikePhone = /^\+?[\d\s\-().]+$/.test(trimmed) && /\d/.test(trimmed);
  const term = looksLikePhone ? normalizePhone(trimmed) : trimmed;
  return term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The same expression as customers_search_trgm_idx (migration 0002), with literal separators,
 * so PostgreSQL can answer the substring search from the trigram index.
 */
export function matchesSearch(term: string | Placeholder): SQL {
  return sql`lower(${customers.name} || ' ' || ${customers.phone} || ' ' || coalesce(${customers.email}, '') || ' ' || ${customers.displayId}) like '%' || ${term} || '%'`;
}

type PageShape = { withTerm: boolean; withAfter: boolean; archived: boolean };
/** A value of the page query: a sql.placeholder for the prepared statement, or the value itself. */
type PageValue = (name: 'storeId' | 'term' | 'afterName' | 'afterId' | 'limit' | 'today') => unknown;

/**
 * The page query: what a directory card needs (customerListItemSchema), in this order — the row is an
 * array read by position in toListItem — by (lower(name), id) after the cursor, limit + 1 rows so the
 * extra row tells whether another page follows. Whether daily credit is active is answered in SQL
 * against the store's business day (`today`), so no date crosses the driver.
 */
function buildPageQuery(db: Db, shape: PageShape, v: PageValue) {
  // The archive filter is a constant of the statement (one prepared statement per shape), checked on the
  // rows the (store_id, lower(name), id) index hands out: archived customers are few, the first page
  // is still read from the index in order and stops after limit + 1 rows.
  const conditions: SQL[] = [eq(customers.storeId, v('storeId') as string), shape.archived ? isNotNull(customers.archivedAt) : isNull(customers.archivedAt)];
  if (shape.withTerm) conditions.push(matchesSearch(v('term') as string));
  if (shape.withAfter) conditions.push(sql`(lower(${customers.name}), ${customers.id}) > (${v('afterName')}, ${v('afterId')}::uuid)`);
  return db
    .select({
      id: customers.id,
      displayId: customers.displayId,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      photoKey: customers.photoKey,
      creditBalanceCents: customers.creditBalanceCents,
      hasDailyCredit: sql<boolean>`coalesce(${customers.dailyCreditOn} = ${v('today')}::date, false)`,
      internalRedFlag: customers.internalRedFlag,
      redFlagNotes: customers.redFlagNotes,
      verifiedCustomer: customers.verifiedCustomer,
      loyalCustomer: customers.loyalCustomer,
      sortName: sql<string>`lower(${customers.name})`,
    })
    .from(customers)
    .where(and(...conditions))
    .orderBy(sql`lower(${customers.name})`, asc(customers.id))
    .limit(v('limit') as number);
}
const SORT_NAME = 12;

/** The page query with its values in place (the query-plan tests explain it); `today` defaults to UTC's. */
export function selectCustomerRows(db: Db, storeId: string, options: { term: string; after?: PageKey; limit: number; today?: string; archived?: boolean }) {
  const values = { storeId, term: options.term, afterName: options.after?.name, afterId: options.after?.id, limit: options.limit + 1, today: options.today ?? todayInZone('UTC') };
  const shape = { withTerm: options.term !== '', withAfter: options.after !== undefined, archived: options.archived === true };
  return buildPageQuery(db, shape, (name) => values[name]);
}

function toListItem(row: unknown[]): CustomerListItem {
  const id = row[0] as string;
  const photoKey = row[5] as string | null;
  return {
    id,
    displayId: row[1] as string,
    name: row[2] as string,
    phone: row[3] as string,
    email: row[4] as string | null,
    photoUrl: customerPhotoUrl({ id, photoKey }),
    creditBalanceCents: Number(row[6]), // bigint arrives as text
    hasDailyCredit: row[7] as boolean,
    internalRedFlag: row[8] as boolean,
    redFlagNotes: row[9] as string | null,
    verifiedCustomer: row[10] as boolean,
    loyalCustomer: row[11] as boolean,
  };
}

/**
 * The page query as a named prepared statement, one per shape (with or without a search term, with
 * or without a cursor, directory or archived), built by drizzle once per database and mapped by hand
 * (docs/decisions/013-ledger-write-in-one-statement.md) — the directory is the most requested page,
 * and drizzle's building and per-cell mapping were a visible share of its CPU time.
 */
const pageQuery = perDatabase((db, key: string) => {
  const shape = { withTerm: key.includes('t'), withAfter: key.includes('a'), archived: key.includes('x') };
  // The directory without a search (the first page and the ones after it) is the same ordered scan of
  // customers_store_lower_name_idx for every store, so it is planned once per connection (decision 069);
  // a search or the archived list keeps a plan for its values (how many rows match decides the plan).
  const genericPlan = !shape.withTerm && !shape.archived;
  return rawRowsQuery(db, `cs_customer_page_${key}`, buildPageQuery(db, shape, (name) => sql.placeholder(name)), { genericPlan });
});

/**
 * One page of a store's customers, by name (case-insensitive) then id, optionally searched.
 * `timezone` is the store's (from the session); without it the store is queried for it.
 */
export async function listCustomers(db: Db, storeId: string, options: ListCustomersOptions, timezone?: string): Promise<CustomerPage> {
  const limit = Math.min(options.limit ?? CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZE);
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const term = toSearchTerm(options.q);
  const today = await storeToday(db, storeId, new Date(), timezone);
  const shapeKey = `${term !== '' ? 't' : 'n'}${after !== undefined ? 'a' : 'f'}${options.archived ? 'x' : ''}`;
  const rows = await pageQuery(db, shapeKey)({
    storeId,
    term,
    afterName: after?.name,
    afterId: after?.id,
    limit: limit + 1,
    today,
  });
  const page = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map(toListItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ name: last[SORT_NAME] as string, id: last[0] as string }) : null,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customerListItemSchema, type Customer, type CustomerListItem, type CustomerPage } from '#shared/customers/customer.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { customers } from '../db/schema/index';
import { addCustomer } from './customer-test-support';
import { encodeCursor, matchesSearch, selectCustomerRows, toSearchTerm } from './customers.queries';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Search Store');
  rival = await createStoreWithStaff(t, 'Rival Store');
});
afterAll(async () => t.close());

async function list(query: string, cookie = shop.employee.cookie) {
  const response = await t.request(`/api/customers${query}`, { cookie });
  return { status: response.status, body: (await response.json()) as CustomerPage & { error?: unknown } };
}

const readNames = (page: CustomerPage) => page.items.map((c) => c.name);

describe('search', () => {
  let ana: Customer;
  let bo: Customer;
  beforeAll(async () => {
    ana = await addCustomer(t, shop.owner.cookie, { name: 'Ana Lopez', phone: '+12175550101', email: 'Ana.Lopez@Mail.com' });
    bo = await addCustomer(t, shop.owner.cookie, { name: 'Bo Chen', phone: '3125550199', email: 'bo_chen@example.org' });
    await addCustomer(t, rival.owner.cookie, { name: 'Ana Rival', phone: '+12175550101', email: 'ana.lopez@mail.com' });
  });

  it('matches the name, case-insensitively and anywhere in it', async () => {
    expect(readNames((await list('?q=aNA%20lo')).body)).toEqual(['Ana Lopez']);
    expect(readNames((await list('?q=CHEN')).body)).toEqual(['Bo Chen']);
  });

  it('matches the phone, also as people type it with spaces, dashes and brackets', async () => {
    for (const q of ['5550101', '217-555 01', '(217) 555-0101', '+1 217']) {
      expect(readNames((await list(`?q=${encodeURIComponent(q)}`)).body), q).toEqual(['Ana Lopez']);
    }
  });

  it('matches the email case-insensitively', async () => {
    expect(readNames((await list('?q=LOPEZ%40MAIL')).body)).toEqual(['Ana Lopez']);
    expect(readNames((await list('?q=example.ORG')).body)).toEqual(['Bo Chen']);
  });

  it("answers each card's fields and nothing else (no address, notes or limit)", async () => {
    const [item] = (await list('?q=ana%20lopez')).body.items;
    expect(Object.keys(item!).sort()).toEqual(Object.keys(customerListItemSchema.shape).sort());
    expect(item).toEqual(customerListItemSchema.parse({ ...ana }));
  });

  it('matches the display id, whole or in part', async () => {
    expect(readNames((await list(`?q=${ana.displayId}`)).body)).toEqual(['Ana Lopez']);
    expect((await list(`?q=${bo.displayId.slice(1, 7)}`)).body.items.map((c) => c.id)).toContain(bo.id);
  });

  it("treats % and _ as plain characters, and never returns another store's rows", async () => {
    expect(readNames((await list('?q=%25')).body)).toEqual([]);
    expect(readNames((await list('?q=o_c')).body)).toEqual(['Bo Chen']);
    expect(readNames((await list('?q=ana', rival.employee.cookie)).body)).toEqual(['Ana Rival']);
    expect(readNames((await list('?q=nobody')).body)).toEqual([]);
  });
});

describe('paging', () => {
  let pagingStore: Awaited<ReturnType<typeof createStoreWithStaff>>;
  beforeAll(async () => {
    pagingStore = await createStoreWithStaff(t, 'Paging Store');
    // 120 customers, 40 names each used three times (mixed case), so the id tie-break matters.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const rows = Array.from({ length: 120 }, (_, i) => {
      const word = `${letters[Math.floor((i % 40) / 26)]}${letters[(i % 40) % 26]}`;
      const name = i % 3 === 0 ? `Pat ${word.toUpperCase()}` : `pat ${word}`;
      return { storeId: pagingStore.storeId, name, phone: `2175551${String(i).padStart(3, '0')}`, displayId: String(20_000_000 + i) };
    });
    await t.db.insert(customers).values(rows);
  });

  it('walks 120 customers in 3 pages of at most 50, by name then id, without duplicates or gaps', async () => {
    const seen: CustomerListItem[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const { status, body } = await list(query, pagingStore.employee.cookie);
      expect(status).toBe(200);
      sizes.push(body.items.length);
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor && sizes.length < 5);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen.map((c) => c.id)).size).toBe(120);
    const keys = seen.map((c) => [c.name.toLowerCase(), c.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it('honours a smaller limit and pages a search too', async () => {
    // 'pat a…' names: aa…az, each three times = 78 matches.
    const sizes: number[] = [];
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?q=PAT%20A&limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { body } = await list(query, pagingStore.owner.cookie);
      sizes.push(body.items.length);
      names.push(...readNames(body));
      cursor = body.nextCursor;
    } while (cursor && sizes.length < 6);
    expect(sizes).toEqual([20, 20, 20, 18]);
    expect(names.every((name) => name.toLowerCase().startsWith('pat a'))).toBe(true);
  });

  it('refuses a malformed cursor and a limit above 50 with 422', async () => {
    const garbage = ['not-base64!', Buffer.from('{"a":1}').toString('base64url'), encodeCursor({ name: 'x', id: 'nope' })];
    for (const cursor of garbage) {
      const { status, body } = await list(`?cursor=${encodeURIComponent(cursor)}`);
      expect(status, cursor).toBe(422);
      expect(body.error).toEqual({ code: 'VALIDATION_FAILED', fields: { cursor: 'invalid_cursor' } });
    }
    expect((await list('?limit=51')).status).toBe(422);
    expect((await list('?limit=0')).status).toBe(422);
  });
});

describe('query plans', () => {
  /** The plan PostgreSQL picks when it may not scan the whole table (tiny test tables always would). */
  async function explainPlan(query: { toSQL: () => { sql: string; params: unknown[] } }) {
    const { sql: text, params } = query.toSQL();
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(sql.raw(`explain ${inlineParams(text, params)}`));
      return (explained.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('writes the search so the trigram index can answer it', async () => {
    const search = t.db.select({ id: customers.id }).from(customers).where(matchesSearch(toSearchTerm('LOPEZ')));
    expect(await explainPlan(search)).toContain('customers_search_trgm_idx');
  });

  it('pages the directory along the (store_id, lower(name), id) index', async () => {
    const after = { name: 'm', id: '00000000-0000-4000-8000-000000000000' };
    expect(await explainPlan(selectCustomerRows(t.db, shop.storeId, { term: '', after, limit: 50 }))).toContain('customers_store_lower_name_idx');
  });
});

/** EXPLAIN takes no bind parameters: inline them as quoted literals (test-only, our own values). */
function inlineParams(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListItem, CustomerPage } from '#shared/customers/customer.schemas';
import { customerPageSchema } from '#shared/customers/customer.schemas';
import { customerPageText } from './customer-page-json';
import { insertCustomer } from '../credit/credit-test-support';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';

/** Issue 28: the directory page is serialized from its schema; the text must be exactly JSON.stringify's. */
function item(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    id: '0b9f6c1e-5d36-4c1f-9d0e-6a8f3f0f5a11',
    displayId: '12345678',
    name: 'Ana',
    phone: '+12175550123',
    email: null,
    photoUrl: null,
    creditBalanceCents: 0,
    hasDailyCredit: false,
    internalRedFlag: false,
    redFlagNotes: null,
    verifiedCustomer: false,
    loyalCustomer: false,
    ...overrides,
  };
}

const awkward = [
  '', ' ', 'José Ñúñez', 'Zoë “Zee” O’Brien', '李小龙', 'مريم', '👩🏽‍🍳 chef', 'tab "quoted" \\ back\\slash',
  'line\nbreak\ttab\r', '\u0000\u0001\u001f\u007f', '\u2028\u2029', '</script><script>alert(1)</script>', '\ud800 lone', 'lone \udfff',
  '$1,234.56 owed', '-$0.01', '1e21', 'null', 'true',
];

function check(page: CustomerPage) {
  expect(customerPageText(page)).toBe(JSON.stringify(page));
}

describe('the customer page from its schema', () => {
  it('equals JSON.stringify for nulls, unicode, control characters, quotes and money-like text', () => {
    check({ items: [], nextCursor: null });
    for (const text of awkward) {
      check({
        items: [item({ name: text, phone: text, email: text, photoUrl: text, redFlagNotes: text, displayId: text })],
        nextCursor: text,
      });
    }
  });

  it('equals JSON.stringify for balances: zero, store credit, the largest and smallest safe cents', () => {
    const balances = [0, 1, -1, 99, -2_500, 123_456_789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    check({ items: balances.map((creditBalanceCents, i) => item({ creditBalanceCents, hasDailyCredit: i % 2 === 0, internalRedFlag: i % 3 === 0 })), nextCursor: 'eyJuYW1lIjoiYSJ9' });
  });

  it('equals JSON.stringify on 2,000 random pages of every field combination', () => {
    let seed = 28;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const text = () => {
      const length = Math.floor(random() * 12);
      let out = '';
      for (let i = 0; i < length; i++) {
        const range = random();
        out += String.fromCharCode(range < 0.5 ? 32 + Math.floor(random() * 95) : range < 0.7 ? Math.floor(random() * 32) : Math.floor(random() * 0xffff));
      }
      return out;
    };
    const maybe = () => (random() < 0.3 ? null : text());
    for (let n = 0; n < 2000; n++) {
      const items = Array.from({ length: Math.floor(random() * 4) }, () =>
        item({
          name: text(), phone: text(), email: maybe(), photoUrl: maybe(), redFlagNotes: maybe(),
          creditBalanceCents: Math.round((random() - 0.5) * 2 * 10 ** Math.floor(random() * 15)),
          hasDailyCredit: random() < 0.5, internalRedFlag: random() < 0.5, verifiedCustomer: random() < 0.5, loyalCustomer: random() < 0.5,
        }),
      );
      check(customerPageSchema.parse({ items, nextCursor: maybe() }));
    }
  });
});

describe('GET /api/customers answers the schema-serialized text', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createStoreWithStaff(t, 'Serialized Market');
    await insertCustomer(t, shop.storeId, { name: 'Ñandú “Quote” 👩🏽‍🍳', email: null });
    await insertCustomer(t, shop.storeId, { name: 'Zed $1,234.56', email: 'zed@example.com' });
  });
  afterAll(async () => t.close());

  it('the body is the page exactly as JSON.stringify writes it', async () => {
    const response = await t.request('/api/customers', { cookie: shop.owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.text();
    const page = customerPageSchema.parse(JSON.parse(body));
    expect(page.items.map((c) => c.name).sort()).toEqual(['Zed $1,234.56', 'Ñandú “Quote” 👩🏽‍🍳'].sort());
    expect(body).toBe(JSON.stringify(page));
  });
});

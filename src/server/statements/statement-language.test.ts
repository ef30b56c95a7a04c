import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import { customers } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { insertLedgerRow } from '../reports/report-test-support';
import { makeLink } from './statement-test-support';
import { statementCatalogues } from './statement-texts';

/** Issue 27: the statement page in the customer's language, else the store owner's; the 404 in the browser's. */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;

const open = async (path: string, acceptLanguage?: string) => {
  const response = await t.app.request(`http://localhost:3999${path}`, { headers: { 'x-forwarded-for': '198.51.100.9', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } });
  return { response, html: await response.text() };
};
const setOwnerLanguage = (language: string) =>
  t.request('/api/account/language', { method: 'PUT', cookie: staff.owner.cookie, json: { language } });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  staff = await createStoreWithStaff(t, 'Bodega Luz');
}, 60_000);
afterAll(async () => t.close());

async function customerWithLink(name: string, language: string | null, balanceCents = 1500) {
  const customer = await insertCustomer(t, staff.storeId, { name, creditBalanceCents: balanceCents, creditLimitCents: 100_000 });
  await t.db.update(customers).set({ language }).where(eq(customers.id, customer.id));
  const type = balanceCents < 0 ? 'credit_paid' : 'credit_given';
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: customer.id, type, amountCents: Math.abs(balanceCents), businessDate: todayInZone('America/Chicago') });
  return makeLink(t, staff.owner.cookie, customer.id);
}

describe("the statement page in the customer's language", () => {
  it('a Spanish customer: lang="es", Spanish words, es-US dates, dollars as in English', async () => {
    const link = await customerWithLink('Carmen Ruiz', 'es');
    const { response, html } = await open(link.path, 'en-US');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="es">');
    for (const shown of ['Saldo pendiente', 'Movimientos del', 'los más recientes primero', '<th>Fecha</th>', 'Crédito', 'Tienda', 'Generado el', 'solo de lectura', '$15.00']) {
      expect(html, shown).toContain(shown);
    }
    for (const english of ['Balance owed', 'newest first', 'Generated', 'read-only', '<th>Date</th>']) expect(html, english).not.toContain(english);
  });

  it('an English customer in a Spanish-speaking store: English', async () => {
    expect((await setOwnerLanguage('es')).status).toBe(204);
    const link = await customerWithLink('Dana Smith', 'en');
    const { html } = await open(link.path, 'es-US');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Balance owed');
  });

  it("no language on the customer: the store owner's", async () => {
    expect((await setOwnerLanguage('es')).status).toBe(204);
    const link = await customerWithLink('Elena Paz', null, -500);
    const spanish = await open(link.path);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Saldo a favor');
    expect((await setOwnerLanguage('en')).status).toBe(204);
    const english = await open(link.path);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Store credit');
  });

  it("an unknown link: the expired page in the browser's language, never naming a store", async () => {
    const spanish = await open('/s/not-a-real-token-aaaaaaaaaaaaaaaaaaaaaaaaaaa', 'es-MX,es;q=0.9');
    expect(spanish.response.status).toBe(404);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Este enlace ya venció');
    const english = await open('/s/not-a-real-token-aaaaaaaaaaaaaaaaaaaaaaaaaaa', 'en-US');
    expect(english.html).toContain('This link has expired — ask the store for a new one');
    expect(english.html).not.toContain('Bodega Luz');
  });

  it('both statement catalogues have the same keys and the same ICU values', () => {
    const values = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(statementCatalogues.es).sort()).toEqual(Object.keys(statementCatalogues.en).sort());
    for (const [key, message] of Object.entries(statementCatalogues.en)) {
      expect(values(statementCatalogues.es[key as keyof typeof statementCatalogues.es]), key).toEqual(values(message));
    }
  });
});

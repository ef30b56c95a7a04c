import { describe, expect, it } from 'vitest';
import { checkAgainstDocument } from './document-check';

/** The check every server test's answers go through (decision 078) refuses what the document does not say. */
const json = (status: number, body: unknown, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const log = { id: 'a', logDate: '2026-01-10', startingCashCents: 0, cashSalesCents: 0, payoutsCents: 0, expensesCents: 0, actualCashCents: 0, notes: null, expectedCashCents: 0, balanceCents: 0, createdAt: 'x', updatedAt: 'x', updatedByName: null };
const health = { status: 'ok', database: 'embedded', databaseResponds: true };

describe('checkAgainstDocument', () => {
  it('accepts an answer the document describes', async () => {
    await expect(checkAgainstDocument('GET', 'http://localhost/api/health', json(200, health))).resolves.toBeUndefined();
    await expect(checkAgainstDocument('GET', 'http://localhost/api/customers', json(401, { error: { code: 'UNAUTHENTICATED' } }))).resolves.toBeUndefined();
  });

  it('refuses a status the operation does not list', async () => {
    await expect(checkAgainstDocument('GET', 'http://localhost/api/health', json(201, health))).rejects.toThrow(/the document lists/);
  });

  it('refuses a body its schema does not allow (a field too many, a code the status does not give)', async () => {
    const subscription = { storeId: 's', subscriptionStatus: 'trial', effectiveStatus: 'trial', trialEndDate: null, subscriptionEndDate: null };
    const url = 'http://localhost/api/admin/stores/8a4f5e1c-3a57-4c33-9d2b-0d6a4c8b9e11/suspend';
    await expect(checkAgainstDocument('POST', url, json(200, subscription))).resolves.toBeUndefined();
    await expect(checkAgainstDocument('POST', url, json(200, { ...subscription, status: 'trial' }))).rejects.toThrow(/does not match/);
    await expect(checkAgainstDocument('GET', 'http://localhost/api/customers', json(401, { error: { code: 'NO_STORE' } }))).rejects.toThrow(/does not match/);
  });

  it("tells a new day's 201 from a changed day's 200 by `created`", async () => {
    const url = 'http://localhost/api/daily-logs/2026-01-10';
    await expect(checkAgainstDocument('PUT', url, json(201, { log, created: true }))).resolves.toBeUndefined();
    await expect(checkAgainstDocument('PUT', url, json(201, { log, created: false }))).rejects.toThrow(/does not match/);
  });

  it('refuses a Content-Type the answer does not have, and a success status the route does not give', async () => {
    await expect(checkAgainstDocument('GET', 'http://localhost/api/health', json(200, health, 'text/plain'))).rejects.toThrow(/Content-Type/);
    await expect(checkAgainstDocument('DELETE', 'http://localhost/api/payroll/8a4f5e1c-3a57-4c33-9d2b-0d6a4c8b9e11', json(200, {}))).rejects.toThrow(/the document lists 204/);
    await expect(checkAgainstDocument('POST', 'http://localhost/api/contact', json(201, { id: 'm', extra: 1 }))).rejects.toThrow(/does not match/);
  });

  it('holds an undocumented /api path to the error shape with its code’s status, and leaves other paths alone', async () => {
    await expect(checkAgainstDocument('GET', 'http://localhost/api/nothing', json(404, { error: { code: 'NOT_FOUND' } }))).resolves.toBeUndefined();
    await expect(checkAgainstDocument('GET', 'http://localhost/api/nothing', json(200, {}))).rejects.toThrow(/undocumented/);
    await expect(checkAgainstDocument('GET', 'http://localhost/s/abc', new Response('<html>', { status: 200 }))).resolves.toBeUndefined();
  });
});

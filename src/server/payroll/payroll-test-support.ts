import sharp from 'sharp';
import type { TestApp } from '../test/test-app';

/** A PNG as the drawing surface makes it: a white 300×100 surface with a dark stroke. */
export async function signaturePng(): Promise<Buffer> {
  const width = 300;
  const height = 100;
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let x = 20; x < 280; x++) {
    const y = 50 + Math.round(20 * Math.sin(x / 20));
    for (let dy = -1; dy <= 1; dy++) pixels.fill(0, ((y + dy) * width + x) * 4, ((y + dy) * width + x) * 4 + 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

export async function signatureBase64(): Promise<string> {
  return `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
}

/** The example entry for an employee: weekly, 45 h, $540.00. */
export async function payrollBody(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    payPeriodType: 'weekly',
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    totalHours: 45,
    totalAmountCents: 54_000,
    signaturePng: await signatureBase64(),
    ...overrides,
  };
}

/** Record an entry as the owner; its id. */
export async function insertPayrollEntry(t: TestApp, ownerCookie: string, employeeId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.request('/api/payroll', { method: 'POST', cookie: ownerCookie, json: await payrollBody(employeeId, overrides) });
  if (response.status !== 201) throw new Error(`payroll entry failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

let counter = 0;
/** Create an employee through the API as the owner; its id. */
export async function insertEmployee(t: TestApp, ownerCookie: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `staff${counter}-${Date.now()}@example.com`;
  const body = { firstName: 'Sam', lastName: 'Staff', email, password: 'Counter-Shop9', phone: '+12175550100', ...overrides };
  const response = await t.request('/api/employees', { method: 'POST', cookie: ownerCookie, json: body });
  if (response.status !== 201) throw new Error(`employee failed: ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { userId: string }).userId, email: body.email as string };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Customer } from '#shared/customers/customer.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { securityAuditLog, storedObjects } from '../db/schema/index';
import { addCustomer, readCustomerRow } from './customer-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Photo Store');
  rival = await createStoreWithStaff(t, 'Rival Store');
});
afterAll(async () => t.close());

const makeImage = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });

async function upload(customerId: string, bytes: Uint8Array, contentType = 'application/octet-stream', cookie = shop.employee.cookie) {
  const response = await t.request(`/api/customers/${customerId}/photo`, {
    method: 'PUT',
    cookie,
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });
  return { status: response.status, body: (await response.json()) as Customer & { error?: { code: string } } };
}

async function download(photoUrl: string, cookie = shop.employee.cookie) {
  return t.request(photoUrl, { cookie });
}

const listPhotoObjects = () => t.db.select().from(storedObjects).where(eq(storedObjects.storeId, shop.storeId));

describe('customer photo upload', () => {
  it('accepts a real PNG and keeps it as a JPEG fitted within 640 px, served privately', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Photo Person' });
    const { status, body } = await upload(customer.id, await makeImage(1200, 800).png().toBuffer(), 'image/png');
    expect(status).toBe(200);
    expect(body.photoUrl).toMatch(new RegExp(`^/api/customers/${customer.id}/photo\\?v=`));
    const response = await download(body.photoUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 427 });
    const row = await readCustomerRow(t, customer.id);
    expect(row?.photoKey).toMatch(new RegExp(`^customer-photos/${shop.storeId}/[0-9a-f-]{36}\\.jpg$`));
    const [object] = await t.db.select().from(storedObjects).where(eq(storedObjects.key, row!.photoKey!));
    expect(object).toMatchObject({ storeId: shop.storeId, kind: 'customer-photo', contentType: 'image/jpeg' });
  });

  it('never enlarges a small WebP', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Small Photo' });
    const { body } = await upload(customer.id, await makeImage(120, 90).webp().toBuffer());
    const meta = await sharp(Buffer.from(await (await download(body.photoUrl!)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
  });

  it('turns the photo upright by its EXIF orientation and strips every piece of metadata', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Exif Person' });
    const input = await makeImage(300, 200)
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret place', Make: 'PhoneCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(input.includes('secret place')).toBe(true);
    const { status, body } = await upload(customer.id, input, 'image/jpeg');
    expect(status).toBe(200);
    const output = Buffer.from(await (await download(body.photoUrl!)).arrayBuffer());
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(output.includes('secret place')).toBe(false);
  });

  it('replaces the previous photo: its file and its stored object are gone', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Twice Photo' });
    await upload(customer.id, await makeImage(50, 50).png().toBuffer());
    const firstKey = (await readCustomerRow(t, customer.id))!.photoKey!;
    const second = await upload(customer.id, await makeImage(60, 60).png().toBuffer());
    const secondKey = (await readCustomerRow(t, customer.id))!.photoKey!;
    expect(second.status).toBe(200);
    expect(secondKey).not.toBe(firstKey);
    expect(await t.deps.storage.get(firstKey)).toBeNull();
    expect(await t.deps.storage.get(secondKey)).not.toBeNull();
    const keys = (await listPhotoObjects()).map((o) => o.key);
    expect(keys).toContain(secondKey);
    expect(keys).not.toContain(firstKey);
  });

  it('keeps exactly one photo when two uploads race', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Racing Photo' });
    const before = (await listPhotoObjects()).length;
    const uploads = [makeImage(70, 70), makeImage(80, 80)].map(async (img) => upload(customer.id, await img.png().toBuffer()));
    expect((await Promise.all(uploads)).map((r) => r.status)).toEqual([200, 200]);
    const key = (await readCustomerRow(t, customer.id))!.photoKey!;
    const after = await listPhotoObjects();
    expect(after).toHaveLength(before + 1);
    expect(after.map((o) => o.key)).toContain(key);
  });

  it('refuses a text file, a GIF and a PNG-looking fake (422), and 6 MB (413); nothing is written', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Refused Photo' });
    const objectsBefore = (await listPhotoObjects()).length;
    const gif = await makeImage(20, 20).gif().toBuffer();
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    for (const [bytes, type] of [[Buffer.from('hello, not an image'), 'image/jpeg'], [gif, 'image/png'], [fakePng, 'image/png']] as const) {
      expect(await upload(customer.id, bytes, type)).toEqual({ status: 422, body: { error: { code: 'UNSUPPORTED_IMAGE' } } });
    }
    const tooLarge = await upload(customer.id, Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
    expect(tooLarge).toEqual({ status: 413, body: { error: { code: 'IMAGE_TOO_LARGE' } } });
    expect((await readCustomerRow(t, customer.id))?.photoKey).toBeNull();
    expect(await listPhotoObjects()).toHaveLength(objectsBefore);
  });
});

describe('customer photo access and removal', () => {
  it("is served to this store's users only: another store gets 404, a signed-out request 401", async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Private Photo' });
    const { body } = await upload(customer.id, await makeImage(30, 30).png().toBuffer());
    expect((await download(body.photoUrl!, shop.owner.cookie)).status).toBe(200);
    expect((await download(body.photoUrl!, rival.owner.cookie)).status).toBe(404);
    expect((await download(body.photoUrl!, rival.employee.cookie)).status).toBe(404);
    expect((await t.request(body.photoUrl!)).status).toBe(401);
  });

  it('DELETE removes the file and its record and answers the customer without a photo', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Removed Photo' });
    const { body } = await upload(customer.id, await makeImage(30, 30).png().toBuffer());
    const key = (await readCustomerRow(t, customer.id))!.photoKey!;
    const response = await t.request(`/api/customers/${customer.id}/photo`, { method: 'DELETE', cookie: shop.employee.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Customer).photoUrl).toBeNull();
    expect(await t.deps.storage.get(key)).toBeNull();
    expect(await t.db.select().from(storedObjects).where(eq(storedObjects.key, key))).toEqual([]);
    expect((await download(body.photoUrl!)).status).toBe(404);
  });

  it('deleting the customer deletes the photo too, and the audit names who uploaded it', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Gone Photo' });
    await upload(customer.id, await makeImage(30, 30).png().toBuffer());
    const key = (await readCustomerRow(t, customer.id))!.photoKey!;
    const audit = await t.db
      .select({ action: securityAuditLog.action, userId: securityAuditLog.userId })
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'stored_objects'), eq(securityAuditLog.recordId, (await findObjectId(key))!)));
    expect(audit).toEqual([{ action: 'INSERT', userId: shop.employee.id }]);
    const deleted = await t.request(`/api/customers/${customer.id}`, { method: 'DELETE', cookie: shop.owner.cookie });
    expect(deleted.status).toBe(200);
    expect(await t.deps.storage.get(key)).toBeNull();
    expect(await t.db.select().from(storedObjects).where(eq(storedObjects.key, key))).toEqual([]);
  });
});

async function findObjectId(key: string) {
  const [object] = await t.db.select({ id: storedObjects.id }).from(storedObjects).where(eq(storedObjects.key, key));
  return object?.id;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { storedObjects } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { createPostAs, uploadAs } from './community-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
let jpegWithExif: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// An MP4 header ('ftyp' box) followed by filler: enough for the type check and for ranges.
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(4000, 7)]);
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Media Store');
  rival = await createStoreWithStaff(t, 'Viewer Store');
  jpegWithExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: 'secret-gps-owner' } })
    .toBuffer();
}, 60_000);
afterAll(async () => t.close());

const upload = async (bytes: Uint8Array, name: string, cookie = shop.owner.cookie) => {
  const response = await uploadAs(t, cookie, bytes, name);
  return { status: response.status, body: (await response.json()) as { id: string; mediaType: string; contentType: string; error?: { code: string } } };
};

describe('community media', () => {
  it('re-encodes images without their metadata and serves them to signed-in users of any store only', async () => {
    expect(jpegWithExif.includes('secret-gps-owner')).toBe(true);
    const image = await upload(jpegWithExif, 'photo.png');
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ mediaType: 'image', contentType: 'image/jpeg' });
    await createPostAs(t, shop.owner.cookie, { mediaIds: [image.body.id] });
    const served = await t.request(`/api/community/media/${image.body.id}`, { cookie: rival.employee.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.includes('secret-gps-owner')).toBe(false);
    expect((await t.request(`/api/community/media/${image.body.id}`)).status).toBe(401);
  });

  it('decides the type from the bytes: a GIF or a script named .png is refused with 422', async () => {
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), 'cat.png');
    expect(gif.status).toBe(422);
    expect(gif.body.error?.code).toBe('UNSUPPORTED_MEDIA');
    expect((await upload(Buffer.from('<script>alert(1)</script>'.repeat(10)), 'x.pdf')).status).toBe(422);
    expect((await upload(Buffer.alloc(0), 'empty.jpg')).status).toBe(422);
    const broken = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]), 'broken.jpg');
    expect(broken.status).toBe(422);
  });

  it('refuses an image over 10 MB while it streams', async () => {
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const refused = await upload(big, 'big.png');
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('MEDIA_TOO_LARGE');
  });

  it('serves a PDF as an attachment and a video with ranges', async () => {
    const doc = await upload(pdf, 'price list.pdf');
    const video = await upload(mp4, 'clip.mp4');
    expect(video.body).toMatchObject({ mediaType: 'video', contentType: 'video/mp4' });
    await createPostAs(t, shop.owner.cookie, { mediaIds: [doc.body.id, video.body.id] });
    const served = await t.request(`/api/community/media/${doc.body.id}`, { cookie: rival.owner.cookie });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="price list.pdf"');
    // The media's own CSP, not the app's (issue 22 point 7).
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    const part = await t.request(`/api/community/media/${video.body.id}`, { cookie: rival.owner.cookie, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(mp4.subarray(100, 200));
    const beyond = await t.request(`/api/community/media/${video.body.id}`, { cookie: rival.owner.cookie, headers: { range: `bytes=${mp4.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it('leaves no file behind when the post fails, and deletes the files with the post', async () => {
    const file = await upload(pdf, 'a.pdf');
    const refused = await t.request('/api/community/posts', { method: 'POST', cookie: shop.owner.cookie, json: { title: 'Promo', postType: 'promotion', mediaIds: [file.body.id] } });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(storedObjects).where(eq(storedObjects.id, file.body.id))).toEqual([]);
    const kept = await upload(pdf, 'b.pdf');
    const [row] = await t.db.select().from(storedObjects).where(eq(storedObjects.id, kept.body.id));
    expect(await t.deps.storage.size(row!.key)).not.toBeNull();
    const post = await createPostAs(t, shop.owner.cookie, { mediaIds: [kept.body.id] });
    expect((await t.request(`/api/community/posts/${post.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(200);
    expect(await t.deps.storage.size(row!.key)).toBeNull();
    expect(await t.db.select().from(storedObjects).where(eq(storedObjects.id, kept.body.id))).toEqual([]);
  });

  it("attaches only the caller's own unattached uploads", async () => {
    const theirs = await upload(pdf, 'theirs.pdf', rival.owner.cookie);
    const refused = await t.request('/api/community/posts', { method: 'POST', cookie: shop.owner.cookie, json: { title: 'Steal', mediaIds: [theirs.body.id] } });
    expect(refused.status).toBe(422);
    expect((await t.request(`/api/community/media/${theirs.body.id}`, { cookie: shop.owner.cookie })).status).toBe(404);
    const admin = await createAdmin(t);
    const own = await upload(pdf, 'admin.pdf', admin.cookie);
    expect(own.status).toBe(201);
    expect((await createPostAs(t, admin.cookie, { mediaIds: [own.body.id] })).media).toHaveLength(1);
  });
});

describe('discarding an upload', () => {
  it("lets only the uploader discard their own unattached upload", async () => {
    const draft = await upload(pdf, 'draft.pdf');
    const [row] = await t.db.select().from(storedObjects).where(eq(storedObjects.id, draft.body.id));
    expect((await t.request(`/api/community/uploads/${draft.body.id}`, { method: 'DELETE', cookie: rival.owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/community/uploads/${draft.body.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(200);
    expect(await t.deps.storage.size(row!.key)).toBeNull();
    const attached = await upload(pdf, 'kept.pdf');
    await createPostAs(t, shop.owner.cookie, { mediaIds: [attached.body.id] });
    expect((await t.request(`/api/community/uploads/${attached.body.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(404);
  });
});

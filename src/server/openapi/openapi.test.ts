import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/openapi.json', () => {
  it('describes every route with the shared schemas', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } } }>> };
    expect(doc.openapi).toBe('3.1.0');
    const signup = doc.paths['/api/signup']!.post!.requestBody!.content['application/json'].schema;
    expect(Object.keys(signup.properties)).toEqual(expect.arrayContaining(['email', 'password', 'storeName', 'storeAddress', 'storePhone']));
    expect(doc.paths['/api/stores/current']).toHaveProperty('put');
  });
});

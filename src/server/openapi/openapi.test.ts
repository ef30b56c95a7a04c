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
    expect(Object.keys(signup.properties)).toEqual(expect.arrayContaining(['email', 'password', 'storeName', 'storeStreet', 'storeCity', 'storeState', 'storeZip', 'storePhone']));
    expect(doc.paths['/api/stores/current']).toHaveProperty('put');
  });

  it('documents every route the app mounts', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    const mounted = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .flatMap((route) => {
        const alternatives = route.path.match(/:(\w+)\{([\w|]+)\}/);
        const paths = alternatives ? alternatives[2]!.split('|').map((v) => route.path.replace(alternatives[0], v)) : [route.path];
        return paths.map((path) => `${route.method} ${path.replace(/:(\w+)/g, '{$1}')}`);
      });
    expect(mounted.length).toBeGreaterThan(30);
    expect([...new Set(mounted)].filter((route) => !documented.has(route))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../api-routes';
import { openApiPath } from '../openapi/openapi';
import { createTestApp, type TestApp } from '../test/test-app';
import { routeKey } from './route-manifest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The routes hono registered under /api, as 'GET /customers/:id' (the catch-all and middleware are ALL). */
function registeredRoutes(): string[] {
  const keys = t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path.slice('/api'.length)}`);
  return [...new Set(keys)];
}

describe('the route manifest (src/server/api-routes.ts)', () => {
  it('every route the app serves under /api has a manifest entry, and every entry is served', () => {
    const declared = apiRoutes.map(routeKey);
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((key) => !declared.includes(key))).toEqual([]);
    expect(declared.filter((key) => !registered.includes(key))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("each entry's params schema names exactly the path's :parameters", () => {
    for (const entry of apiRoutes) {
      const inPath = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = entry.params ? Object.keys((entry.params as z.ZodObject).shape).sort() : [];
      expect(inSchema, routeKey(entry)).toEqual(inPath);
    }
  });

  it('the OpenAPI description is generated from it: the same routes, nothing else', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(apiRoutes.map((entry) => `${entry.method} ${openApiPath(entry.path)}`).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './types';
import { defineRoute, pureQuery } from './route-manifest';
import { registerRoutes } from './register-routes';
import { AppError } from './app-error';

// Decision 065: a pureQuery schema is parsed once per query text; refusals are never remembered.
describe('a route with a pure query schema', () => {
  let parses = 0;
  const schema = pureQuery(
    z.object({ limit: z.coerce.number().int().min(1).max(50).transform((n) => ((parses += 1), n)) }).strict(),
  );
  const app = new Hono<AppEnv>();
  app.onError((error, c) => c.json({ code: error instanceof AppError ? error.code : 'INTERNAL' }, 422));
  const api = new Hono<AppEnv>();
  registerRoutes(api, [
    defineRoute({
      method: 'GET', path: '/pure', summary: 'test', access: 'anonymous', blockedWhenLapsed: false, query: schema, response: z.unknown(),
      handle: (c, { query }) => c.json({ query, frozen: Object.isFrozen(query) }),
    }),
  ]);
  app.route('/api', api);

  it('answers the same value for the same text, parsed once, frozen; another text is parsed; a refusal every time', async () => {
    const first = await (await app.request('/api/pure?limit=20')).json();
    const again = await (await app.request('/api/pure?limit=20')).json();
    expect(first).toEqual({ query: { limit: 20 }, frozen: true });
    expect(again).toEqual(first);
    expect(parses).toBe(1);
    expect(await (await app.request('/api/pure?limit=30')).json()).toEqual({ query: { limit: 30 }, frozen: true });
    expect(parses).toBe(2);
    for (let i = 0; i < 2; i++) {
      const refused = await app.request('/api/pure?limit=0');
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ code: 'VALIDATION_FAILED' });
    }
    expect((await app.request('/api/pure?limit=20&x=1')).status).toBe(422);
  });
});

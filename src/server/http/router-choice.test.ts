import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { SmartRouter } from 'hono/router/smart-router';
import { createApp, type AppOptions } from '../app';
import type { AppDeps } from './types';
import { apiRoutes } from '../api-routes';
import { defineRoute } from './route-manifest';
import { idParamSchema } from '#shared/validation/primitives';

/**
 * hono picks its router on the first request: the RegExpRouter (one regular expression for every
 * route, nothing written per request) unless a route does not fit it, and then the TrieRouter, which
 * writes fresh objects into its long-lived nodes on every request. The page was 5–8 % cheaper in Node
 * CPU with the RegExpRouter (decision 074). A path with a fixed segment where another has a parameter
 * (`/payroll/employees/:id` beside `/payroll/:id`) does not fit it.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'router-choice-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html>');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** createApp reads only these at construction; no request is served. */
const deps = { config: { appUrl: 'http://127.0.0.1:3000', SERVER_TIMING: false, LOG_REQUESTS: false, TRUST_PROXY: false } } as unknown as AppDeps;

function routerChosen(options: AppOptions): string {
  const app = createApp(deps, { clientDir, ...options });
  const router = app.router as SmartRouter<unknown>;
  router.match('GET', '/api/health');
  return router.activeRouter.name;
}

type Route = { method: string; path: string; handler: unknown };

/** Whether the RegExpRouter takes these routes (it refuses some as they are added, others when it builds). */
function fits(routes: readonly Route[]): boolean {
  const router = new RegExpRouter<unknown>();
  try {
    for (const route of routes) router.add(route.method, route.path, route.handler);
    router.match('GET', '/');
    return true;
  } catch {
    return false;
  }
}

/** The first of the app's routes the RegExpRouter refuses (the shortest prefix it does not take), to name it. */
function firstRouteThatDoesNotFit(options: AppOptions): string | undefined {
  const routes = createApp(deps, { clientDir, ...options }).routes;
  if (fits(routes)) return undefined;
  let low = 1;
  let high = routes.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(routes.slice(0, middle))) low = middle + 1;
    else high = middle;
  }
  return `${routes[low - 1]!.method} ${routes[low - 1]!.path}`;
}

describe('the app is routed by the RegExpRouter', () => {
  it('every route fits it, and hono chooses it', () => {
    expect(firstRouteThatDoesNotFit({}), 'this route does not fit hono\'s RegExpRouter: give it a path with no fixed segment where another route has a parameter').toBeUndefined();
    expect(routerChosen({})).toBe('RegExpRouter');
  });

  it('a fixed segment beside a parameter sends hono to the TrieRouter (the control)', () => {
    const clash = defineRoute({
      method: 'GET', path: '/payroll/employees/:id', summary: 'control', access: 'anonymous', blockedWhenLapsed: false,
      params: idParamSchema, handle: (c) => c.json({}),
    });
    const routes = [...apiRoutes, clash];
    expect(firstRouteThatDoesNotFit({ routes })).toBe('GET /api/payroll/employees/:id');
    expect(routerChosen({ routes })).toBe('TrieRouter');
  });
});

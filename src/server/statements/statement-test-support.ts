import { expect } from 'vitest';
import type { TestApp } from '../test/test-app';

/** Make a link as `cookie`; returns the page path (/s/<token>) and the link's id. */
export async function makeLink(t: TestApp, cookie: string, customerId: string, json: unknown = {}) {
  const response = await t.request(`/api/customers/${customerId}/statement-links`, { method: 'POST', cookie, json });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { link: { id: string; expiresAt: string }; url: string };
  const url = new URL(body.url);
  return { id: body.link.id, path: url.pathname, token: url.pathname.slice(3), url: body.url, expiresAt: body.link.expiresAt };
}

/** Open the public page as a stranger: no cookie, optionally from a given IP (TRUST_PROXY on). */
export async function openPage(t: TestApp, path: string, ip = '198.51.100.7') {
  const response = await t.app.request(`http://localhost:3999${path}`, { headers: { 'x-forwarded-for': ip } });
  return { response, html: await response.text() };
}

export const EXPIRED_TEXT = 'This link has expired — ask the store for a new one';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Answer = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Record<string, unknown> }> };
type Operation = { requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, Answer>; parameters?: Array<{ name: string; in: string }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.request('/api/openapi.json')).json()) as Doc;
});
afterAll(async () => t.close());

const schemaOf = (answer: Answer | undefined) => answer?.content?.['application/json']?.schema as { properties: Record<string, Record<string, unknown>>; additionalProperties?: boolean };
const codesOf = (answer: Answer | undefined) => ((schemaOf(answer).properties.error as { properties: { code: { enum: string[] } } }).properties.code.enum);

describe('GET /api/openapi.json', () => {
  it('describes every route with the shared schemas', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const signup = doc.paths['/api/signup']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(signup.properties)).toEqual(expect.arrayContaining(['email', 'password', 'storeName', 'storeStreet', 'storeCity', 'storeState', 'storeZip', 'storePhone']));
    expect(doc.paths['/api/stores/current']).toHaveProperty('put');
  });

  it('documents every route the app mounts', async () => {
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

  it("lists a daily log's 201 (created: true) beside its 200 (created: false)", () => {
    const { responses } = doc.paths['/api/daily-logs/{date}']!.put!;
    expect(schemaOf(responses['201']).properties.created).toEqual({ type: 'boolean', const: true });
    expect(schemaOf(responses['200']).properties.created).toEqual({ type: 'boolean', const: false });
  });

  it("describes each error status a route gives with its codes, derived from its declaration", () => {
    const give = doc.paths['/api/customers/{id}/credit']!.post!.responses;
    expect(codesOf(give['401'])).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(give['402'])).toEqual(['SUBSCRIPTION_LAPSED']);
    expect(codesOf(give['403'])).toEqual(expect.arrayContaining(['NO_STORE', 'CROSS_SITE_REQUEST']));
    expect(codesOf(give['404'])).toEqual(['NOT_FOUND']);
    expect(codesOf(give['409'])).toEqual(expect.arrayContaining(['CREDIT_LIMIT_EXCEEDED', 'CREDIT_ALREADY_GIVEN_TODAY']));
    expect(codesOf(give['422'])).toEqual(expect.arrayContaining(['VALIDATION_FAILED']));
    expect(give).not.toHaveProperty('default');
    const health = doc.paths['/api/health']!.get!.responses;
    expect(health).not.toHaveProperty('401');
    expect(codesOf(doc.paths['/api/contact']!.post!.responses['429'])).toEqual(['RATE_LIMITED']);
  });

  it('answers PAYMENTS_NOT_CONFIGURED as a 409 in the document', () => {
    for (const path of ['/api/billing/checkout', '/api/billing/portal', '/api/billing/checkout/confirm']) {
      expect(codesOf(doc.paths[path]!.post!.responses['409'])).toContain('PAYMENTS_NOT_CONFIGURED');
      expect(doc.paths[path]!.post!.responses).not.toHaveProperty('503.content.application/json.schema.properties.error.properties.code.enum', expect.arrayContaining(['PAYMENTS_NOT_CONFIGURED']));
    }
  });

  it("lets the admin's store actions answer exactly their fields", () => {
    for (const action of ['extend-trial', 'suspend', 'reactivate']) {
      const schema = schemaOf(doc.paths[`/api/admin/stores/{id}/${action}`]!.post!.responses['200']);
      expect(schema.additionalProperties).toBe(false);
      expect(Object.keys(schema.properties).sort()).toEqual(['effectiveStatus', 'storeId', 'subscriptionEndDate', 'subscriptionStatus', 'trialEndDate']);
    }
  });

  it('takes an optional empty object on a write without a body (what the app sends)', () => {
    for (const [path, method] of [['/api/auth/sign-out', 'post'], ['/api/billing/checkout', 'post'], ['/api/billing/portal', 'post'], ['/api/customers/{id}/reset-daily-credit', 'post']] as const) {
      const body = doc.paths[path]![method]!.requestBody!;
      expect(body.required).toBe(false);
      expect(body.content['application/json']!.schema).toEqual({ type: 'object', properties: {}, additionalProperties: false });
    }
    expect(doc.paths['/api/customers']!.get!.requestBody).toBeUndefined();
  });

  it("describes Stripe's webhook body as the event object it is, with its signature header", () => {
    const webhook = doc.paths['/api/billing/webhook']!.post!;
    expect(webhook.requestBody!.content['application/json']!.schema).toMatchObject({ type: 'object', required: ['id', 'type'] });
    expect(webhook.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Stripe-Signature', in: 'header' })]));
  });

  it('names the media types of answers that are not JSON', () => {
    expect(Object.keys(doc.paths['/api/exports/customers.csv']!.get!.responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths['/api/customers/{id}/photo']!.get!.responses['200']!.content!)).toEqual(['image/jpeg']);
    expect(Object.keys(doc.paths['/api/community/media/{id}']!.get!.responses)).toEqual(expect.arrayContaining(['200', '206', '416']));
    expect(doc.paths['/api/auth/verify-email']!.get!.responses['302']!.headers).toHaveProperty('Location');
  });
});

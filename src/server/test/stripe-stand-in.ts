import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP stand-in for the part of Stripe's API this app calls (tests and the browser walk;
 * no network). The real `stripe` SDK is pointed at it with its host/port/protocol options. It also
 * serves a hosted "checkout page" and "customer portal" so a browser can go there and back, and it
 * sends real signed webhooks (signed with the SDK's test-header helper) to the app.
 */
export type StandInSession = {
  id: string;
  params: Record<string, string>;
  status: 'open' | 'complete';
  paymentStatus: 'unpaid' | 'paid';
  customer: string | null;
  subscription: string | null;
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

const sdk = new Stripe('sk_test_signing_only');
let sequence = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(sequence += 1)}`;

export const DAY_S = 86_400;

/** A signed webhook delivery: the body and its Stripe-Signature header, made with the SDK. */
export function signedEvent(secret: string, event: { id?: string; type: string; created?: number; object: Record<string, unknown> }) {
  const payload = JSON.stringify({
    id: event.id ?? nextId('evt'),
    object: 'event',
    api_version: '2025-01-01',
    created: event.created ?? Math.floor(Date.now() / 1000),
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  });
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** What a Checkout session's line items add up to: Σ unit_amount × quantity, as Stripe would charge. */
export function chargedCents(params: Record<string, string>): number {
  let total = 0;
  for (let i = 0; params[`line_items[${i}][price_data][unit_amount]`] !== undefined; i += 1) {
    total += Number(params[`line_items[${i}][price_data][unit_amount]`]) * Number(params[`line_items[${i}][quantity]`] ?? 1);
  }
  return total;
}

/** The objects of one successful payment: the subscription and its paid invoice (by default one plan month, $24.99). */
export function paidObjects(input: { storeId: string; customer: string; subscription: string; periodEnd: number; invoiceId?: string; amountPaid?: number }) {
  const subscription = {
    id: input.subscription,
    object: 'subscription',
    customer: input.customer,
    status: 'active',
    metadata: { storeId: input.storeId },
    items: { object: 'list', data: [{ id: 'si_1', current_period_start: input.periodEnd - 30 * DAY_S, current_period_end: input.periodEnd }] },
  };
  const invoice = {
    id: input.invoiceId ?? nextId('in'),
    object: 'invoice',
    customer: input.customer,
    amount_paid: input.amountPaid ?? 2499,
    currency: 'usd',
    subscription: input.subscription,
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: { storeId: input.storeId } } },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: input.periodEnd - 30 * DAY_S, end: input.periodEnd } }] },
  };
  return { subscription, invoice };
}

function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))));
  });
}

export async function startStripeStandIn(options: { webhookUrl?: string; webhookSecret?: string; port?: number } = {}) {
  const sessions = new Map<string, StandInSession>();
  const requests: Array<{ method: string; path: string; params: Record<string, string>; authorization?: string }> = [];
  const portalSessions: Array<Record<string, string>> = [];
  let failNext = 0;
  let base = '';

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    res.end(JSON.stringify(body));
  };
  const sessionJson = (s: StandInSession) => ({
    id: s.id,
    object: 'checkout.session',
    url: `${base}/pay/${s.id}`,
    mode: 'subscription',
    status: s.status,
    payment_status: s.paymentStatus,
    client_reference_id: s.params.client_reference_id ?? null,
    customer: s.customer,
    subscription: s.subscription,
    metadata: { storeId: s.params['metadata[storeId]'] ?? null },
    success_url: s.params.success_url,
    cancel_url: s.params.cancel_url,
  });

  /** Complete a session as a card payment would, and (when configured) deliver the signed webhooks. */
  async function pay(id: string, deliver = true) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = 'complete';
    session.paymentStatus = 'paid';
    session.customer = session.customer ?? session.params.customer ?? nextId('cus');
    session.subscription = session.subscription ?? nextId('sub');
    const storeId = session.params.client_reference_id!;
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY_S;
    const objects = paidObjects({ storeId, customer: session.customer, subscription: session.subscription, periodEnd, amountPaid: chargedCents(session.params) });
    subscriptions.set(session.subscription, objects.subscription);
    if (deliver && options.webhookUrl && options.webhookSecret) {
      for (const event of [
        { type: 'checkout.session.completed', object: sessionJson(session) },
        { type: 'invoice.paid', object: objects.invoice },
      ]) {
        const signed = signedEvent(options.webhookSecret, event);
        await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.payload });
      }
    }
    return { session, ...objects };
  }
  const subscriptions = new Map<string, Record<string, unknown>>();

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const params = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
      if (url.pathname.startsWith('/v1/')) {
        requests.push({ method: req.method ?? '', path: url.pathname, params, authorization: req.headers.authorization });
        if (failNext > 0) {
          failNext -= 1;
          return json(res, 500, { error: { type: 'api_error', message: 'stand-in failure' } });
        }
      }
      let match: RegExpExecArray | null;
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const session: StandInSession = { id: nextId('cs'), params, status: 'open', paymentStatus: 'unpaid', customer: params.customer ?? null, subscription: null };
        sessions.set(session.id, session);
        return json(res, 200, sessionJson(session));
      }
      if (req.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname))) {
        const session = sessions.get(match[1]!);
        return session ? json(res, 200, sessionJson(session)) : json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      if (req.method === 'GET' && (match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname))) {
        const subscription = subscriptions.get(match[1]!);
        return subscription ? json(res, 200, subscription) : json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        portalSessions.push(params);
        const id = nextId('bps');
        return json(res, 200, { id, object: 'billing_portal.session', url: `${base}/portal/${id}?return=${encodeURIComponent(params.return_url ?? '')}` });
      }
      if ((match = /^\/pay\/([\w-]+)$/.exec(url.pathname))) {
        const session = sessions.get(match[1]!);
        if (!session) return json(res, 404, {});
        if (req.method === 'POST') {
          await pay(session.id);
          res.writeHead(303, { location: session.params.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id) });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(
          `<!doctype html><title>Checkout (Stripe stand-in)</title><h1>Checkout (Stripe stand-in)</h1><p>Corner Store monthly plan and processing fee</p><form method="post"><button>Pay</button></form><a href="${session.params.cancel_url}">Back</a>`,
        );
      }
      if (url.pathname.startsWith('/portal/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<!doctype html><title>Customer portal (Stripe stand-in)</title><h1>Customer portal (Stripe stand-in)</h1><a href="${url.searchParams.get('return') ?? '/'}">Return</a>`);
      }
      json(res, 404, { error: { type: 'invalid_request_error', message: `stand-in has no ${req.method} ${url.pathname}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    requests,
    portalSessions,
    pay,
    /** The next API calls answer 500 (a provider failure; the SDK retries once). */
    failNextCalls: (count = 2) => {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

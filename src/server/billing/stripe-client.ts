import Stripe from 'stripe';
import type { Config } from '../config/config';
import { AppError } from '../http/app-error';

const clients = new WeakMap<Config, Stripe>();

/**
 * The Stripe SDK client of this configuration (one per config), or PAYMENTS_NOT_CONFIGURED. With
 * STRIPE_API_URL the SDK talks to that host, port and protocol instead of Stripe (tests: a local
 * stand-in, src/server/test/stripe-stand-in.ts).
 */
export function stripeFor(config: Config): Stripe {
  if (!config.isStripeEnabled || !config.STRIPE_SECRET_KEY) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  let client = clients.get(config);
  if (!client) {
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      ...(api
        ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/**
 * A call to Stripe's API that failed is the provider's failure (502), never a 500 with its text;
 * an object Stripe does not know (404) is NOT_FOUND.
 */
export async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 404) throw new AppError('NOT_FOUND');
    console.error(`[billing] Stripe call failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError('BILLING_PROVIDER_FAILED');
  }
}

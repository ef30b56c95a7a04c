import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('works on embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', appUrl: 'http://localhost:3000', mailMode: 'outbox', databaseKind: 'embedded', isGoogleEnabled: false, TRUST_PROXY: false });
  });

  it('treats a variable set but empty as not set (NODE_ENV=, PORT=)', () => {
    const config = loadConfig({ NODE_ENV: '', PORT: ' ', DATABASE_URL: '', WEB_CONCURRENCY: '' });
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, databaseKind: 'embedded', WEB_CONCURRENCY: 1 });
  });

  it('switches to PostgreSQL, SMTP and Google when configured', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/cs',
      SMTP_URL: 'smtp://mail:25',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      APP_URL: 'https://store.example/',
    });
    expect(config).toMatchObject({ appUrl: 'https://store.example', mailMode: 'smtp', databaseKind: 'postgres', isGoogleEnabled: true });
  });

  it('takes DATABASE_READ_URL with DATABASE_URL only (decision 061)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@a/cs', DATABASE_READ_URL: 'postgres://u@b/cs' })).toMatchObject({ DATABASE_READ_URL: 'postgres://u@b/cs', DATABASE_READ_MAX_LAG_SECONDS: 5 });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@b/cs' })).toThrow('DATABASE_READ_URL: needs DATABASE_URL');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@a/cs', DATABASE_READ_URL: 'mysql://b' })).toThrow('DATABASE_READ_URL: must start with');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@a/cs', DATABASE_READ_MAX_LAG_SECONDS: '0' })).toThrow('DATABASE_READ_MAX_LAG_SECONDS');
  });

  it('lists every invalid variable with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'only-id', AUTH_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'only-id', AUTH_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
      expect(message).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    }
  });

  it('accepts the push stand-in origin only in tests (never in production or development)', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_ENDPOINT_ORIGIN: 'http://127.0.0.1:4000' }).PUSH_TEST_ENDPOINT_ORIGIN).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_TEST_ENDPOINT_ORIGIN: 'http://127.0.0.1:4000' })).toThrow('PUSH_TEST_ENDPOINT_ORIGIN: only allowed when NODE_ENV=test');
    expect(() => loadConfig({ PUSH_TEST_ENDPOINT_ORIGIN: 'http://127.0.0.1:4000' })).toThrow('PUSH_TEST_ENDPOINT_ORIGIN');
  });

  it('accepts a Stripe API stand-in only in tests: elsewhere it would send the secret key to that host', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: 'http://127.0.0.1:4010' };
    expect(loadConfig({ ...stripe, NODE_ENV: 'test' }).STRIPE_API_URL).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ ...stripe, NODE_ENV: 'production' })).toThrow('STRIPE_API_URL: only allowed when NODE_ENV=test');
    expect(() => loadConfig({ ...stripe, NODE_ENV: 'development' })).toThrow('STRIPE_API_URL: only allowed when NODE_ENV=test');
    expect(() => loadConfig(stripe)).toThrow('STRIPE_API_URL: only allowed when NODE_ENV=test');
    expect(loadConfig({ ...stripe, NODE_ENV: 'production', STRIPE_API_URL: ' ' }).STRIPE_API_URL).toBeUndefined();
  });
});

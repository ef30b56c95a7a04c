import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../db/schema/index';
import type { Config } from '../config/config';
import type { Mailer } from '../mail/mailer';
import { resetPasswordEmail, verificationEmail } from '../mail/templates';
import { hashPassword, verifyPassword } from './password-hash';
import { splitName } from './names';
import { sendLater } from '../mail/send-later';
import { withActor } from '../db/with-actor';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';

/** The header our own middleware sets from the socket (or a trusted proxy); clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-corner-store-client-ip';

/** The link of a confirmation email (Better Auth checks the token and sends the browser on to /auth). */
export function verificationLink(appUrl: string, token: string): string {
  const callback = encodeURIComponent('/auth?verified=1');
  return `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`;
}

/** How long a confirmation link works. */
export const VERIFICATION_EXPIRES_SECONDS = 24 * 3600;

type AuthDeps = { db: Db; config: Config; mailer: Mailer };

export function createAuth({ db, config, mailer }: AuthDeps) {
  const requireVerification = config.mailMode === 'smtp';
  const idleSeconds = Math.round(config.SESSION_IDLE_HOURS * 3600);
  return betterAuth({
    appName: 'Corner Store',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      requireEmailVerification: requireVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      // Not awaited: an unknown address must not answer faster than a known one (the route adds a floor).
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/auth/reset-password?type=recovery&token=${encodeURIComponent(token)}`;
        sendLater(mailer, resetPasswordEmail(user.email, user.name, url, await languageOfUser(db, user.id)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: requireVerification,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_SECONDS,
      // Not awaited either: SMTP's latency must not show in an answer about an address.
      sendVerificationEmail: async ({ user, token }) => {
        sendLater(mailer, verificationEmail(user.email, user.name, verificationLink(config.appUrl, token), await languageOfUser(db, user.id)));
      },
    },
    socialProviders: config.isGoogleEnabled
      ? { google: { clientId: config.GOOGLE_CLIENT_ID!, clientSecret: config.GOOGLE_CLIENT_SECRET!, prompt: 'select_account' } }
      : {},
    session: {
      expiresIn: idleSeconds,
      updateAge: Math.min(3600, Math.floor(idleSeconds / 2)),
    },
    rateLimit: {
      enabled: config.AUTH_IP_RATE_LIMIT === 'on',
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/request-password-reset': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const { firstName, lastName } = splitName(user.name);
            await db
              .insert(profiles)
              .values({ id: user.id, email: user.email, firstName, lastName })
              .onConflictDoNothing();
          },
        },
      },
      // A new session is a sign-in: the employee list shows when (issue 10). The profiles update is
      // audited with the person signing in as its actor, from the session's own IP and user agent.
      session: {
        create: {
          after: async (session) => {
            const actor = { userId: session.userId, ip: session.ipAddress ?? null, userAgent: session.userAgent ?? null };
            await withActor(db, actor, (tx) => tx.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.id, session.userId)));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The language a person chose (their profile's), for the emails sent to them; English until they choose. */
async function languageOfUser(db: Db, userId: string): Promise<Language> {
  const [profile] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return isLanguage(profile?.language) ? profile.language : DEFAULT_LANGUAGE;
}

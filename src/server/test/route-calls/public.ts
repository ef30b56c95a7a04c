import { signIn, signUpBody, STRONG_PASSWORD, uniqueEmail } from '../test-app';
import { type CallTable } from './call';

/** Public, sign-up, auth, session, store set-up and dashboard routes. One valid request per route (decision 019's matrix and the fuzz suite). */
export const publicCalls: CallTable = {
  'GET /health': () => ({ path: '/api/health' }),
  'GET /health/ready': () => ({ path: '/api/health/ready' }),
  'GET /openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /config': () => ({ path: '/api/config' }),
  'POST /contact': () => ({ path: '/api/contact', json: { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'A question' } }),
  'POST /client-errors': () => ({ path: '/api/client-errors', json: { message: 'boom', path: '/dashboard' } }),
  'POST /signup': () => ({ path: '/api/signup', json: signUpBody() }),
  'POST /auth/sign-in/email': (w) => ({ path: '/api/auth/sign-in/email', json: { email: w.store.employee.email, password: STRONG_PASSWORD } }),
  'POST /auth/sign-in/social': () => ({ path: '/api/auth/sign-in/social', json: { provider: 'google', callbackURL: '/dashboard' } }),
  'GET /auth/callback/:id': () => ({ path: '/api/auth/callback/google?state=abc&code=xyz' }),
  'POST /auth/sign-out': async (w, who) => ({
    path: '/api/auth/sign-out',
    json: {},
    cookie: who === 'anonymous' ? null : await signIn(w.t, w.users[who].email),
  }),
  'GET /auth/get-session': () => ({ path: '/api/auth/get-session' }),
  'POST /auth/request-password-reset': () => ({ path: '/api/auth/request-password-reset', json: { email: uniqueEmail('reset'), redirectTo: '/auth/reset-password' } }),
  'POST /auth/reset-password': () => ({ path: '/api/auth/reset-password', json: { newPassword: 'Other-Counter8', token: 'not-a-real-token' } }),
  'POST /auth/change-password': () => ({ path: '/api/auth/change-password', json: { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD } }),
  'POST /auth/verify-password': () => ({ path: '/api/auth/verify-password', json: { password: STRONG_PASSWORD } }),
  'POST /auth/send-verification-email': () => ({ path: '/api/auth/send-verification-email', json: { email: uniqueEmail('verify') } }),
  'GET /auth/verify-email': () => ({ path: `/api/auth/verify-email?token=not-a-real-token&callbackURL=${encodeURIComponent('/auth?verified=1')}` }),
  'GET /session': () => ({ path: '/api/session' }),
  'PUT /account/language': () => ({ path: '/api/account/language', method: 'PUT', json: { language: 'en' } }),
  'POST /stores/setup': () => ({
    path: '/api/stores/setup',
    json: { name: 'Set Up', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550123', timezone: 'America/Chicago' },
  }),
  'GET /stores/current': () => ({ path: '/api/stores/current' }),
  'PUT /stores/current': () => ({ path: '/api/stores/current', method: 'PUT', json: { name: 'Matrix Market', timezone: 'America/Chicago' } }),
  'GET /dashboard/summary': () => ({ path: '/api/dashboard/summary' }),
};

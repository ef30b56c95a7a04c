import type { Access } from './route-manifest';
import type { Identity } from '../test/route-fixtures';

/**
 * The authorization matrix's expected answers (issue 22), written and reviewed by a person — never
 * derived from the manifest, so a route declared too loosely fails the matrix. A change here is a
 * change of who may do what: review it as such.
 *
 * One line per manifest route: the access the route must declare, then the answer each identity
 * gets to the route's valid request (route-fixtures.ts): `ok` is any 2xx, a number that status.
 * - anon: no session; emp: the first store's employee; own: its owner;
 * - other: the owner of the canary store (the first store's object ids are 404 to them);
 * - admin: a platform admin whose session gave its TOTP code; admin2: a platform admin whose session
 *   did not, with require_two_factor on (an admin without the code has no admin power anywhere).
 * `# …` is a note for the reviewer.
 */
export const authorizationTable = `
route                                     access           anon emp  own  other admin admin2
GET /health                               anonymous        ok   ok   ok   ok    ok    ok
GET /health/ready                         anonymous        ok   ok   ok   ok    ok    ok
GET /openapi.json                         anonymous        ok   ok   ok   ok    ok    ok
GET /config                               anonymous        ok   ok   ok   ok    ok    ok
POST /client-errors                       anonymous        ok   ok   ok   ok    ok    ok
POST /contact                             anonymous        ok   ok   ok   ok    ok    ok
POST /signup                              anonymous        ok   ok   ok   ok    ok    ok
POST /auth/sign-in/email                  anonymous        ok   ok   ok   ok    ok    ok
POST /auth/sign-in/social                 anonymous        404  404  404  404   404   404  # no Google keys in tests: the provider does not exist
GET /auth/callback/:id                    anonymous        302  302  302  302   302   302  # a callback without our state goes to the error page
POST /auth/sign-out                       anonymous        ok   ok   ok   ok    ok    ok
GET /auth/get-session                     anonymous        ok   ok   ok   ok    ok    ok
POST /auth/request-password-reset         anonymous        ok   ok   ok   ok    ok    ok
POST /auth/reset-password                 anonymous        422  422  422  422   422   422  # a made-up token is a field error, whoever sends it
POST /auth/change-password                signedIn         401  ok   ok   ok    ok    ok
POST /auth/verify-password                signedIn         401  ok   ok   ok    ok    ok
POST /auth/send-verification-email        anonymous        ok   422  422  422   422   422  # a signed-in caller is mailed only their own (verified) address: 400 → 422
GET /auth/verify-email                    anonymous        302  302  302  302   302   302  # back to the app with ?error=INVALID_TOKEN
GET /session                              anonymous        ok   ok   ok   ok    ok    ok
PUT /account/language                     signedIn         401  ok   ok   ok    ok    ok
POST /stores/setup                        signedIn         401  403  409  409   ok    ok  # runs last: owners have a store (409); an employee may not; admins have none yet
GET /stores/current                       member           401  ok   ok   ok    403   403
PUT /stores/current                       owner            401  403  ok   ok    403   403
GET /dashboard/summary                    member           401  ok   ok   ok    403   403
GET /admin/stores                         admin            401  403  403  403   ok    403
GET /admin/stores/:id                     admin            401  403  403  403   ok    403
PUT /admin/stores/:id/notes               admin            401  403  403  403   ok    403
DELETE /admin/stores/:id                  admin            401  403  403  403   ok    403
POST /admin/stores/:id/cheques            admin            401  403  403  403   ok    403
POST /admin/stores/:id/suspend            admin            401  403  403  403   ok    403
POST /admin/stores/:id/reactivate         admin            401  403  403  403   ok    403
POST /admin/stores/:id/extend-trial       admin            401  403  403  403   ok    403
GET /admin/overview                       admin            401  403  403  403   ok    403
GET /admin/admin-users                    admin            401  403  403  403   ok    403
POST /admin/admin-users                   admin            401  403  403  403   ok    403
POST /admin/admin-users/promote           admin            401  403  403  403   ok    403
POST /admin/create-user                   admin            401  403  403  403   ok    403
DELETE /admin/admin-users/:id             admin            401  403  403  403   ok    403
POST /admin/password-reset                admin            401  403  403  403   404   403  # the matrix asks for an unknown address
POST /admin/support-email                 admin            401  403  403  403   ok    403
POST /admin/test-email                    admin            401  403  403  403   ok    403
GET /admin/two-factor                     adminUnverified  401  403  403  403   ok    ok  # the second factor's own routes: any admin
POST /admin/two-factor/enrol              adminUnverified  401  403  403  403   ok    ok
POST /admin/two-factor/verify             adminUnverified  401  403  403  403   ok    ok
GET /admin/monthly-reports                admin            401  403  403  403   ok    403
GET /admin/security/audit-log             admin            401  403  403  403   ok    403
GET /admin/security/audit-log.csv         admin            401  403  403  403   ok    403
GET /admin/security/failed-sign-ins       admin            401  403  403  403   ok    403
GET /admin/security/sessions              admin            401  403  403  403   ok    403
POST /admin/security/sessions/:id/revoke  admin            401  403  403  403   ok    403
POST /admin/daily-credit-reset            admin            401  403  403  403   ok    403
GET /admin/system-status                  admin            401  403  403  403   ok    403
GET /customers                            member           401  ok   ok   ok    403   403
POST /customers                           member           401  ok   ok   ok    403   403
GET /customers/:id                        member           401  ok   ok   404   403   403  # another store's ids are not found (404), never 403
DELETE /customers/:id                     member           401  ok   ok   404   403   403
POST /customers/:id/restore               owner            401  403  ok   404   403   403
PATCH /customers/:id/status               member           401  ok   ok   404   403   403
PUT /customers/:id/language               member           401  ok   ok   404   403   403  # issue 27: the language of their reminders, receipts and statement
PATCH /customers/:id/red-flag             owner            401  403  ok   404   403   403
PUT /customers/:id/credit-limit           owner            401  403  ok   404   403   403
PUT /customers/:id/photo                  member           401  ok   ok   404   403   403
GET /customers/:id/photo                  member           401  ok   ok   404   403   403
DELETE /customers/:id/photo               member           401  ok   ok   404   403   403
POST /customers/:id/credit                member           401  ok   ok   404   403   403
POST /customers/:id/payments              member           401  ok   ok   404   403   403
POST /customers/:id/reset-daily-credit    owner            401  403  ok   404   403   403
GET /customers/:id/transactions           member           401  ok   ok   404   403   403
GET /customers/:id/statement              member           401  ok   ok   404   403   403
POST /customers/:id/statement-links       member           401  403  ok   404   403   403  # employees only when Store Settings allow (off here)
GET /customers/:id/statement-links        owner            401  403  ok   404   403   403
POST /statement-links/:id/revoke          owner            401  403  ok   404   403   403
GET /daily-logs/:date                     member           401  ok   ok   ok    403   403  # the other store reads and writes its own day
PUT /daily-logs/:date                     member           401  ok   ok   ok    403   403
GET /reports/daily-logs                   owner            401  403  ok   ok    403   403
GET /reports/daily-logs/all               owner            401  403  ok   ok    403   403
GET /reports/monthly-summary              owner            401  403  ok   ok    403   403
GET /reports/credit-summary               owner            401  403  ok   ok    403   403
GET /reports/credit-summary/recent        owner            401  403  ok   ok    403   403
GET /reports/red-flags                    owner            401  403  ok   ok    403   403
GET /exports/daily-logs.csv               owner            401  403  ok   ok    403   403
GET /exports/daily-logs.xlsx              owner            401  403  ok   ok    403   403
GET /exports/credit-transactions.csv      owner            401  403  ok   ok    403   403
GET /exports/credit-transactions.xlsx     owner            401  403  ok   ok    403   403
GET /exports/customers.csv                owner            401  403  ok   ok    403   403
GET /exports/customers.xlsx               owner            401  403  ok   ok    403   403
GET /exports/red-flags.csv                owner            401  403  ok   ok    403   403
GET /exports/red-flags.xlsx               owner            401  403  ok   ok    403   403
GET /exports/payroll.csv                  owner            401  403  ok   ok    403   403
GET /exports/payroll.xlsx                 owner            401  403  ok   ok    403   403
GET /employees                            owner            401  403  ok   ok    403   403
POST /employees                           owner            401  403  ok   ok    403   403
DELETE /employees/:id                     owner            401  403  ok   404   403   403
PUT /employees/:id/photo                  owner            401  403  ok   404   403   403
GET /employees/:id/photo                  member           401  ok   ok   404   403   403
GET /payroll                              owner            401  403  ok   ok    403   403  # the other store asks for an employee that is not theirs: an empty list
POST /payroll                             owner            401  403  ok   404   403   403  # the employee id is in the body: not found for the other store
GET /payroll/:id                          owner            401  403  ok   404   403   403
DELETE /payroll/:id                       owner            401  403  ok   404   403   403
GET /payroll/:id/signature                owner            401  403  ok   404   403   403
GET /employees/:id/payroll                owner            401  403  ok   404   403   403
GET /billing/subscription                 owner            401  403  ok   ok    403   403
POST /billing/checkout                    owner            401  403  409  409   403   403  # no Stripe keys in this app (billing.test.ts has a stand-in)
POST /billing/checkout/confirm            owner            401  403  409  409   403   403  # no Stripe keys in this app
POST /billing/portal                      owner            401  403  409  409   403   403  # no Stripe keys in this app
POST /billing/webhook                     anonymous        400  400  400  400   400   400  # unsigned: refused for everyone
GET /community/posts                      community        401  ok   ok   ok    ok    403  # the board is read by every store; an unverified admin has no store
POST /community/posts                     community        401  ok   ok   ok    ok    403
GET /community/posts/:id                  community        401  ok   ok   ok    ok    403
DELETE /community/posts/:id               community        401  403  ok   403   ok    403  # the board is shared: only the post's own store (owner) or an admin deletes
PUT /community/posts/:id/pin              community        401  403  403  403   ok    403  # verified admins only
GET /community/posts/:id/messages         community        401  ok   ok   ok    ok    403
POST /community/posts/:id/messages        community        401  ok   ok   ok    ok    403
POST /community/uploads                   community        401  ok   ok   ok    ok    403
DELETE /community/uploads/:id             community        401  ok   ok   ok    ok    403
GET /community/media/:id                  community        401  ok   ok   ok    ok    403
GET /community/events                     community        401  ok   ok   ok    ok    403
GET /push/public-key                      member           401  ok   ok   ok    403   403
POST /push/subscriptions                  member           401  ok   ok   ok    403   403
POST /push/unsubscribe                    member           401  ok   ok   ok    403   403
POST /push/test                           member           401  ok   ok   ok    403   403
GET /admin/settings                       admin            401  403  403  403   ok    403
PUT /admin/settings                       admin            401  403  403  403   ok    403
POST /admin/settings/reset                admin            401  403  403  403   ok    403
GET /admin/backups/latest                 admin            401  403  403  403   ok    403
`;

export const tableIdentities: readonly Identity[] = ['anonymous', 'employee', 'owner', 'otherOwner', 'admin', 'unverifiedAdmin'];

export type ExpectedAnswer = number | 'ok';
export type TableRow = { access: Access; answers: Record<Identity, ExpectedAnswer> };

/** The table as rows by route ('GET /customers'); throws on a malformed or repeated line. */
export function parseAuthorizationTable(text = authorizationTable): Map<string, TableRow> {
  const rows = new Map<string, TableRow>();
  for (const line of text.split('\n').slice(2)) {
    const cells = line.replace(/#.*$/, '').trim().split(/\s+/);
    if (cells.length === 1 && cells[0] === '') continue;
    if (cells.length !== 3 + tableIdentities.length) throw new Error(`malformed line: ${line}`);
    const [method, path, access, ...answers] = cells as [string, string, Access, ...string[]];
    const key = `${method} ${path}`;
    if (rows.has(key)) throw new Error(`repeated route: ${key}`);
    const parsed = answers.map((a) => (a === 'ok' ? 'ok' : Number(a)));
    if (parsed.some((a) => a !== 'ok' && !(a >= 200 && a < 600))) throw new Error(`bad answer: ${line}`);
    rows.set(key, { access, answers: Object.fromEntries(tableIdentities.map((who, i) => [who, parsed[i]!])) as Record<Identity, ExpectedAnswer> });
  }
  return rows;
}

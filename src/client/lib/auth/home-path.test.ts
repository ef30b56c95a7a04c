import { describe, expect, it } from 'vitest';
import { landingPathFor } from '#shared/session/session.schemas';
import { dashboardRedirect, homePathFor, landingPath, setupRedirect } from './home-path';

const roles = [null, 'store_owner', 'employee'] as const;
const contexts = roles.flatMap((role) =>
  [true, false].flatMap((isFirstLogin) => [true, false].map((isAdmin) => ({ role, isFirstLogin, isAdmin }))),
);

describe('landingPath', () => {
  it('agrees with the shared landingPathFor on every input', () => {
    for (const context of contexts) expect(landingPath(context)).toBe(landingPathFor(context));
  });
});

describe('guards', () => {
  it('sends signed-out people to /auth', () => {
    expect(dashboardRedirect(null, '/dashboard')).toBe('/auth');
    expect(setupRedirect(null)).toBe('/auth');
  });

  it('sends people without a finished store to /setup, except admins on the admin panel', () => {
    expect(dashboardRedirect({ role: null, isFirstLogin: false, isAdmin: false }, '/dashboard')).toBe('/setup');
    expect(dashboardRedirect({ role: 'store_owner', isFirstLogin: true, isAdmin: false }, '/dashboard/store')).toBe('/setup');
    expect(dashboardRedirect({ role: 'employee', isFirstLogin: true, isAdmin: false }, '/dashboard')).toBeNull();
    expect(dashboardRedirect({ role: null, isFirstLogin: false, isAdmin: true }, '/dashboard/admin')).toBeNull();
    expect(dashboardRedirect({ role: null, isFirstLogin: false, isAdmin: true }, '/dashboard/community')).toBeNull();
    expect(dashboardRedirect({ role: null, isFirstLogin: false, isAdmin: true }, '/dashboard/customers')).toBe('/setup');
    expect(dashboardRedirect({ role: null, isFirstLogin: false, isAdmin: false }, '/dashboard/community')).toBe('/setup');
    expect(dashboardRedirect({ role: null, isFirstLogin: false, isAdmin: true }, '/dashboard')).toBe('/setup');
  });

  it('keeps employees and finished owners out of /setup', () => {
    expect(setupRedirect({ role: 'employee', isFirstLogin: true, isAdmin: false })).toBe('/dashboard');
    expect(setupRedirect({ role: 'store_owner', isFirstLogin: false, isAdmin: false })).toBe('/dashboard');
    expect(setupRedirect({ role: 'store_owner', isFirstLogin: true, isAdmin: false })).toBeNull();
    expect(setupRedirect({ role: null, isFirstLogin: false, isAdmin: false })).toBeNull();
  });

  it('sends a signed-in person home', () => {
    expect(homePathFor({ role: 'store_owner', isFirstLogin: false, isAdmin: false })).toBe('/dashboard');
    expect(homePathFor({ role: 'store_owner', isFirstLogin: true, isAdmin: true })).toBe('/setup');
    expect(homePathFor({ role: null, isFirstLogin: false, isAdmin: true })).toBe('/dashboard/admin');
  });
});

import { describe, expect, it } from 'vitest';
import { ctaForSession, isSignedInSession } from './session';

describe('isSignedInSession', () => {
  it('is false for the signed-out answer (JSON null) and malformed bodies', () => {
    for (const body of [null, undefined, 'null', {}, { session: null, user: null }, { session: {} }, { user: {} }, []]) {
      expect(isSignedInSession(body)).toBe(false);
    }
  });

  it('is true when both session and user are present', () => {
    expect(isSignedInSession({ session: { id: 's1', expiresAt: '2026-12-01' }, user: { id: 'u1', email: 'a@b.co' } })).toBe(true);
  });
});

describe('ctaForSession', () => {
  it('sends signed-in visitors to the dashboard', () => {
    expect(ctaForSession(true)).toEqual({ text: 'Go to Dashboard', href: '/dashboard' });
    expect(ctaForSession(true, 'es')).toEqual({ text: 'Ir al panel', href: '/dashboard' });
  });

  it('keeps the markup (signed-out text and /auth) for signed-out visitors', () => {
    expect(ctaForSession(false)).toBeNull();
  });
});

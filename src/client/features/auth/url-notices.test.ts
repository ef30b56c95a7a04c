import { describe, expect, it } from 'vitest';
import { authNoticeFrom, withoutNoticeParams } from './url-notices';

const q = (query: string) => new URLSearchParams(query);

describe('authNoticeFrom', () => {
  it('announces a verified email', () => {
    expect(authNoticeFrom(q('verified=1'))).toEqual({ kind: 'verified' });
  });

  it('announces a failed verification (the library appends error to the callback URL)', () => {
    expect(authNoticeFrom(q('verified=1&error=INVALID_TOKEN'))).toEqual({ kind: 'verification-failed' });
    expect(authNoticeFrom(q('error=TOKEN_EXPIRED'))).toEqual({ kind: 'verification-failed' });
  });

  it('treats other errors as a failed Google sign-in', () => {
    expect(authNoticeFrom(q('error=access_denied'))).toEqual({ kind: 'google-failed' });
  });

  it('is quiet otherwise', () => {
    expect(authNoticeFrom(q(''))).toBeNull();
    expect(authNoticeFrom(q('type=recovery&token=x'))).toBeNull();
  });

  it('removes only the notice parameters', () => {
    expect(withoutNoticeParams(q('verified=1&error=X&tab=login')).toString()).toBe('tab=login');
  });
});

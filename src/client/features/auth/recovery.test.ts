import { describe, expect, it } from 'vitest';
import { recoveryTokenFrom } from './recovery';

const q = (query: string) => new URLSearchParams(query);

describe('recoveryTokenFrom', () => {
  it('reads the token of the emailed reset link', () => {
    expect(recoveryTokenFrom('/auth/reset-password', q('type=recovery&token=abc'))).toBe('abc');
    expect(recoveryTokenFrom('/auth/reset-password/', q('token=abc'))).toBe('abc');
  });

  it('accepts /auth with type=recovery or mode=reset', () => {
    expect(recoveryTokenFrom('/auth', q('type=recovery&token=t1'))).toBe('t1');
    expect(recoveryTokenFrom('/auth', q('mode=reset&token=t2'))).toBe('t2');
  });

  it('is not recovery mode without a token or the marker', () => {
    expect(recoveryTokenFrom('/auth/reset-password', q('type=recovery'))).toBeNull();
    expect(recoveryTokenFrom('/auth', q('token=abc'))).toBeNull();
    expect(recoveryTokenFrom('/dashboard', q('type=recovery&token=abc'))).toBeNull();
  });
});

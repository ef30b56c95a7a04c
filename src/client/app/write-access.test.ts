import { describe, expect, it } from 'vitest';
import { writeAccessFor } from './write-access';

const store = (lapsed: 'expired' | 'suspended' | null) => ({ store: { lapsed } }) as unknown as Parameters<typeof writeAccessFor>[0];

describe('writeAccessFor', () => {
  it('an active or trial store may write', () => {
    expect(writeAccessFor(store(null))).toEqual({ canWrite: true, reason: null });
  });
  it('a lapsed store may not, and says why', () => {
    expect(writeAccessFor(store('expired'))).toEqual({ canWrite: false, reason: expect.stringContaining('expired') });
    expect(writeAccessFor(store('suspended'))).toEqual({ canWrite: false, reason: expect.stringContaining('suspended') });
  });
  it('no session yet: nothing to refuse (the server decides)', () => {
    expect(writeAccessFor(null).canWrite).toBe(true);
  });
});

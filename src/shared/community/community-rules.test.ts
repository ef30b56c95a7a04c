import { describe, expect, it } from 'vitest';
import { canDeletePost, canSubmitPost, checkChosenFile, postTypesFor, splitLinks } from './community-rules';

const owner = { isAdmin: false, storeId: 's1', role: 'store_owner' as const };
const employee = { isAdmin: false, storeId: 's1', role: 'employee' as const };
const admin = { isAdmin: true, storeId: null, role: null };

describe('community rules', () => {
  it('offers promotion to admins only', () => {
    expect(postTypesFor(owner)).not.toContain('promotion');
    expect(postTypesFor(admin)).toContain('promotion');
  });
  it('lets admins and the owner of the post store delete', () => {
    expect(canDeletePost(admin, { storeId: 's2' })).toBe(true);
    expect(canDeletePost(owner, { storeId: 's1' })).toBe(true);
    expect(canDeletePost(owner, { storeId: 's2' })).toBe(false);
    expect(canDeletePost(owner, { storeId: null })).toBe(false);
    expect(canDeletePost(employee, { storeId: 's1' })).toBe(false);
  });
  it('enables Create only with a trimmed title and a store or admin', () => {
    expect(canSubmitPost('  ', owner)).toBe(false);
    expect(canSubmitPost(' Hi ', owner)).toBe(true);
    expect(canSubmitPost('Hi', admin)).toBe(true);
    expect(canSubmitPost('Hi', { isAdmin: false, storeId: null, role: null })).toBe(false);
  });
  it('checks a chosen file by type and size before sending it', () => {
    expect(checkChosenFile({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkChosenFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('too_large');
    expect(checkChosenFile({ type: 'application/pdf', size: 20 * 1024 * 1024 })).toBeNull();
    expect(checkChosenFile({ type: 'video/webm', size: 100 * 1024 * 1024 + 1 })).toBe('too_large');
    expect(checkChosenFile({ type: 'image/gif', size: 10 })).toBe('unsupported');
  });
  it('links only http(s) and keeps the rest as text', () => {
    expect(splitLinks('see https://example.com/a?b=1. ok')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. ok' },
    ]);
    expect(splitLinks('javascript:alert(1) <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <img src=x onerror=alert(1)>' },
    ]);
  });
});

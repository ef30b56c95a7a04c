import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state';

const key = (overrides: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('sidebar cookie', () => {
  it('is expanded unless the cookie says false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('other=1; sidebar_state=true')).toBe(true);
    expect(readSidebarOpen('other=1; sidebar_state=false; x=y')).toBe(false);
    expect(readSidebarOpen('my_sidebar_state=false')).toBe(true);
  });

  it('is written for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
});

describe('keyboard shortcut', () => {
  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false);
  });
});

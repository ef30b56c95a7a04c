/** Spec part 1 §9: the sidebar keeps its state in a cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
export const SIDEBAR_SHORTCUT_KEY = 'b';

/** Read the expanded/collapsed state from document.cookie; expanded unless the cookie says false. */
export function readSidebarOpen(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) return rest.join('=') !== 'false';
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B or Cmd+B (no other modifiers) toggles the sidebar. */
export function isSidebarShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useIsMobile } from '#client/lib/use-media-query';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state';

/**
 * Desktop: expanded or collapsed to an icon rail, kept in the sidebar_state cookie.
 * Under 768 px: an off-canvas panel, closed on load. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  useEffect(() => {
    document.cookie = sidebarCookie(open);
  }, [open]);

  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen((value) => !value);
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}

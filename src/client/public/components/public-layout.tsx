import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePageLanguage } from '../texts';

type PublicLayoutProps = {
  children: ReactNode;
  authLabel?: string;
  nav?: readonly { href: string; label: string }[];
};

/** Header, main and footer of every public page, plus the live region public-entry.ts writes toasts into. */
export function PublicLayout({ children, authLabel, nav }: PublicLayoutProps) {
  const { texts } = usePageLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.common.skipToContent}
      </a>
      <SiteHeader authLabel={authLabel} nav={nav} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <div
        id="toast-region"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
      />
    </div>
  );
}

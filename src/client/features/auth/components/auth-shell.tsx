import type { ReactNode } from 'react';
import { paths } from '#client/app/paths';
import { BrandLogo } from '#client/components/brand-logo';
import { useT } from '#client/i18n';
import { LanguageSelect } from '#client/components/language-select';

/** The frame of the sign-in screens: logo home link, a card, legal links. */
export function AuthShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-svh flex-col items-center bg-canvas px-4 py-8 sm:justify-center">
      <LanguageSelect className="mb-4 self-end sm:absolute sm:right-4 sm:top-4 sm:mb-0" />
      <a href={paths.home} className="mb-6 rounded-md" aria-label={t('auth.cornerStoreHome')}>
        <BrandLogo />
      </a>
      <main className="w-full max-w-md rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">{children}</main>
      <footer className="mt-6 flex gap-4 text-sm text-muted">
        <a className="hover:text-ink hover:underline" href={paths.publicPages.terms}>
          {t('auth.termsOfService')}
        </a>
        <a className="hover:text-ink hover:underline" href={paths.publicPages.privacy}>
          {t('auth.privacyPolicy')}
        </a>
        <a className="hover:text-ink hover:underline" href={paths.publicPages.contact}>
          {t('auth.contactUs')}
        </a>
      </footer>
    </div>
  );
}

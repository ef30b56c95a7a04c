import { usePageLanguage } from '../texts';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { buttonPrimary, container } from './styles';

type NavLink = { href: string; label: string };

type SiteHeaderProps = {
  /** 'Login' on the landing page, 'Sign In' on the marketing variant. */
  authLabel?: string;
  nav?: readonly NavLink[];
};

/** The sign-in link of a page: /auth, with ?lang= in another language than English so the app opens in it. */
export function authHref(language: string): string {
  return language === 'en' ? '/auth' : `/auth?lang=${language}`;
}

/** Sticky top bar. public-entry.ts turns [data-auth-button] into 'Sign Out' for a signed-in visitor. */
export function SiteHeader({ authLabel, nav = [] }: SiteHeaderProps) {
  const { language, texts } = usePageLanguage();
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className={`${container} flex h-16 items-center justify-between gap-2 sm:gap-4`}>
        <Logo />
        <div className="flex items-center gap-2 sm:gap-6">
          {nav.length > 0 && (
            <nav aria-label={texts.common.mainNav} className="hidden items-center gap-6 md:flex">
              {nav.map((link) => (
                <a key={link.href} href={link.href} className="text-sm font-medium text-slate-600 hover:text-ink">
                  {link.label}
                </a>
              ))}
            </nav>
          )}
          <LanguageSwitch />
          <a href={authHref(language)} data-auth-button="" className={`${buttonPrimary} min-w-24 shrink-0 px-3 whitespace-nowrap sm:px-5`}>
            {authLabel ?? texts.common.login}
          </a>
        </div>
      </div>
    </header>
  );
}

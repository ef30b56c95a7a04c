import { Logo } from './logo';
import { buttonPrimary, container } from './styles';

type NavLink = { href: string; label: string };

type SiteHeaderProps = {
  /** 'Login' on the landing page, 'Sign In' on the marketing variant. */
  authLabel?: string;
  nav?: readonly NavLink[];
};

/** Sticky top bar. public-entry.ts turns [data-auth-button] into 'Sign Out' for a signed-in visitor. */
export function SiteHeader({ authLabel = 'Login', nav = [] }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className={`${container} flex h-16 items-center justify-between gap-4`}>
        <Logo />
        <div className="flex items-center gap-6">
          {nav.length > 0 && (
            <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
              {nav.map((link) => (
                <a key={link.href} href={link.href} className="text-sm font-medium text-slate-600 hover:text-ink">
                  {link.label}
                </a>
              ))}
            </nav>
          )}
          <a href="/auth" data-auth-button="" className={`${buttonPrimary} min-w-24`}>
            {authLabel}
          </a>
        </div>
      </div>
    </header>
  );
}

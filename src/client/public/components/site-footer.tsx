import { fill, usePageLanguage } from '../texts';
import { site } from '../site';
import { LogoMark } from './logo';
import { container } from './styles';

export function SiteFooter() {
  const { texts, href } = usePageLanguage();
  const year = new Date().getFullYear();
  const footerLinks = [
    { href: href('/terms-of-service'), label: texts.common.termsOfService },
    { href: href('/privacy-policy'), label: texts.common.privacyPolicy },
    { href: href('/contact-us'), label: texts.common.contactUs },
  ];
  return (
    <footer className="border-t border-line bg-white">
      <div className={`${container} flex flex-col gap-8 py-10 md:flex-row md:items-start md:justify-between`}>
        <div className="max-w-xs">
          <a href={href('/')} className="inline-flex items-center gap-2 rounded-md font-bold text-ink">
            <LogoMark className="size-7" />
            <span>{site.name}</span>
          </a>
          <p className="mt-3 text-sm leading-6 text-slate-600">{texts.common.tagline}</p>
        </div>
        <nav aria-label={texts.common.footerNav}>
          <ul className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block py-2 text-sm font-medium text-slate-700 hover:text-brand-700">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className={`${container} flex flex-col-reverse gap-2 py-5 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between`}>
          <p>{fill(texts.common.copyright, { year })}</p>
          <a href="/admin/login" className="inline-block py-1 text-xs text-slate-600 hover:text-ink hover:underline">
            {texts.common.adminSignIn}
          </a>
        </div>
      </div>
    </footer>
  );
}

import { languageNames, languages } from '#shared/i18n/languages';
import { localizedPath } from '#shared/routes/public-pages';
import { usePageLanguage } from '../texts';

/**
 * English / Español: a plain link to the same page in the other language. `?lang=` asks the server
 * to remember the choice in the language cookie (and redirect to the clean path), so it works
 * without JavaScript and sign-in reads the same choice.
 */
export function LanguageSwitch() {
  const { language, path, texts } = usePageLanguage();
  return (
    <nav aria-label={texts.common.languageNav}>
      <ul className="flex items-center gap-1 text-sm">
        {languages.map((other) =>
          other === language ? (
            <li key={other} className="hidden px-1 font-semibold text-ink sm:block" aria-current="true" lang={other}>
              {languageNames[other]}
            </li>
          ) : (
            <li key={other}>
              <a
                href={`${localizedPath(path, other)}?lang=${other}`}
                hrefLang={other}
                lang={other}
                data-language-switch={other}
                className="inline-flex min-h-11 items-center rounded-md px-1.5 font-medium sm:px-2 text-brand-700 underline-offset-4 hover:underline"
              >
                <span aria-hidden="true" className="sm:hidden">
                  {other.toUpperCase()}
                </span>
                <span className="sr-only sm:not-sr-only">{languageNames[other]}</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

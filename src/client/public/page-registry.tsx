import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_LANGUAGE, languages, localeOf, type Language } from '#shared/i18n/languages';
import { alternateLinks, localizedFile } from '#shared/routes/public-pages';
import { AppSetupPage } from './app-setup';
import { ContactUsPage } from './contact-us';
import { LandingPage } from './landing';
import { NotFoundPage } from './not-found';
import { publicPages } from './pages';
import { PrivacyPolicyPage } from './privacy-policy';
import { TermsOfServicePage } from './terms-of-service';
import { PageLanguageProvider, pageLanguage, publicTexts } from './texts';

export type PublicPageFile = (typeof publicPages)[number]['file'] | typeof notFoundFile;

export type PageDefinition = {
  /** The page's file in English; in another language it is written to `<language>/<file>`. */
  file: PublicPageFile;
  /** The page's English path ('/privacy-policy'); null for the 404 page, which has none. */
  path: string | null;
  language: Language;
  title: string;
  description: string;
  render: () => ReactElement;
};

/** Served by the server for any unknown path, with status 404. */
export const notFoundFile = 'not-found.html';

const components: Record<PublicPageFile, () => ReactElement> = {
  'index.html': () => <LandingPage />,
  'app-setup.html': () => <AppSetupPage />,
  'terms-of-service.html': () => <TermsOfServicePage />,
  'privacy-policy.html': () => <PrivacyPolicyPage />,
  'contact-us.html': () => <ContactUsPage />,
  [notFoundFile]: () => <NotFoundPage />,
};

/** Every prerendered page of one language: file, head texts and component, in that language. */
export function pageDefinitionsIn(language: Language): PageDefinition[] {
  const routes: { file: PublicPageFile; path: string | null }[] = [...publicPages, { file: notFoundFile, path: null }];
  return routes.map(({ file, path }) => {
    const Page = components[file];
    const context = pageLanguage(language, path ?? '/');
    return {
      file,
      path,
      language,
      ...publicTexts[language].heads[file],
      render: () => (
        <PageLanguageProvider value={context}>
          <Page />
        </PageLanguageProvider>
      ),
    };
  });
}

/** The English pages (the spec's). */
export const pageDefinitions: readonly PageDefinition[] = pageDefinitionsIn(DEFAULT_LANGUAGE);

/** Every page in every language: what the prerender writes. */
export const allPageDefinitions: readonly PageDefinition[] = languages.flatMap(pageDefinitionsIn);

/** Where the prerender writes a page, under dist/client/pages: 'index.html', 'es/index.html'. */
export function outputFile(page: Pick<PageDefinition, 'file' | 'language'>): string {
  return localizedFile(page.file, page.language);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderHead(page: Pick<PageDefinition, 'title' | 'description' | 'path' | 'language'>): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Corner Store" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:locale" content="${localeOf(page.language).replace('-', '_')}" />`,
    ...(page.path === null ? [] : alternateLinks(page.path)),
  ].join('\n    ');
}

export function renderBody(page: Pick<PageDefinition, 'render'>): string {
  return renderToStaticMarkup(page.render());
}

/** Fill the built template's lang, <!--head--> and <!--page--> placeholders (function replacers: no `$` patterns). */
export function renderPageHtml(template: string, page: PageDefinition): string {
  if (!template.includes('<!--head-->') || !template.includes('<!--page-->') || !/<html lang="[a-z-]+"/.test(template)) {
    // eslint-disable-next-line messages/no-literal-message -- never shown: fails the build's prerender
    throw new Error('public-page template is missing <html lang>, the <!--head--> or the <!--page--> placeholder');
  }
  return template
    .replace(/<html lang="[a-z-]+"/, () => `<html lang="${page.language}"`)
    .replace('<!--head-->', () => renderHead(page))
    .replace('<!--page-->', () => renderBody(page));
}

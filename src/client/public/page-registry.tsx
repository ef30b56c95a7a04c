import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppSetupPage } from './app-setup';
import { ContactUsPage } from './contact-us';
import { LandingPage } from './landing';
import { NotFoundPage } from './not-found';
import { publicPages } from './pages';
import { PrivacyPolicyPage } from './privacy-policy';
import { TermsOfServicePage } from './terms-of-service';

export type PublicPageFile = (typeof publicPages)[number]['file'] | typeof notFoundFile;

export type PageDefinition = {
  file: PublicPageFile;
  title: string;
  description: string;
  render: () => ReactElement;
};

/** Served by the server for any unknown path, with status 404. */
export const notFoundFile = 'not-found.html';

/** Every prerendered page: file under dist/client/pages, head texts and component. */
export const pageDefinitions: readonly PageDefinition[] = [
  {
    file: 'index.html',
    title: 'Corner Store — Sales, cash and customer credit for neighborhood stores',
    description:
      'Track daily sales, balance the cash drawer and manage customer credit tabs in one simple app. $24.99/month after a 15-day free trial.',
    render: () => <LandingPage />,
  },
  {
    file: 'app-setup.html',
    title: 'Get the app — Corner Store',
    description:
      'Use Corner Store on the web today on any computer, tablet or phone. iOS and Android apps are coming soon. Start your 15-day free trial.',
    render: () => <AppSetupPage />,
  },
  {
    file: 'terms-of-service.html',
    title: 'Terms of Service — Corner Store',
    description: 'The terms for using Corner Store: free trial, subscription, your data and your responsibilities.',
    render: () => <TermsOfServicePage />,
  },
  {
    file: 'privacy-policy.html',
    title: 'Privacy Policy — Corner Store',
    description: 'What information Corner Store handles, how we protect it, how long we keep it and your choices.',
    render: () => <PrivacyPolicyPage />,
  },
  {
    file: 'contact-us.html',
    title: 'Contact Us — Corner Store',
    description: "Questions about Corner Store? Email, call or send us a message. We'll get back to you within 24 hours.",
    render: () => <ContactUsPage />,
  },
  {
    file: notFoundFile,
    title: 'Page not found — Corner Store',
    description: 'The page you are looking for does not exist.',
    render: () => <NotFoundPage />,
  },
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderHead(page: Pick<PageDefinition, 'title' | 'description'>): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Corner Store" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  ].join('\n    ');
}

export function renderBody(page: Pick<PageDefinition, 'render'>): string {
  return renderToStaticMarkup(page.render());
}

/** Fill the built template's <!--head--> and <!--page--> placeholders (function replacers: no `$` patterns). */
export function renderPageHtml(template: string, page: PageDefinition): string {
  if (!template.includes('<!--head-->') || !template.includes('<!--page-->')) {
    throw new Error('public-page template is missing the <!--head--> or <!--page--> placeholder');
  }
  return template.replace('<!--head-->', () => renderHead(page)).replace('<!--page-->', () => renderBody(page));
}

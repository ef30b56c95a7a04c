import { describe, expect, it } from 'vitest';
import { allPageDefinitions, notFoundFile, outputFile, pageDefinitions, renderBody, renderPageHtml, type PageDefinition } from './page-registry';
import { publicPages } from './pages';

function page(file: string): PageDefinition {
  const found = pageDefinitions.find((definition) => definition.file === file);
  if (!found) throw new Error(`no page ${file}`);
  return found;
}

function html(file: string): string {
  return renderBody(page(file));
}

/** Text content without tags, with the entities React escapes decoded. */
function text(file: string): string {
  return html(file)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const footerLinks = [
  ['/terms-of-service', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/contact-us', 'Contact Us'],
  ['/admin/login', 'Admin Sign In'],
] as const;

describe('page registry', () => {
  it('has a component for every route the server maps, plus the 404 page', () => {
    const files = pageDefinitions.map((definition) => definition.file);
    for (const route of publicPages) expect(files).toContain(route.file);
    expect(files).toContain(notFoundFile);
  });

  it.each(pageDefinitions.map((definition) => [definition.file]))('%s has one h1, a main, the footer links and no inline script', (file) => {
    const markup = html(file);
    expect(markup.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(markup).toContain('<main');
    for (const [href, label] of footerLinks) expect(markup).toMatch(new RegExp(`<a href="${href}"[^>]*>${label}</a>`));
    expect(markup).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('fills the template placeholders with an escaped title and description', () => {
    const template = '<html lang="en"><head><!--head--></head><body><div id="root"><!--page--></div></body></html>';
    const result = renderPageHtml(template, { ...page('index.html'), title: 'A & B "<x>"', description: 'Price $24.99 $& more' });
    expect(result).toContain('<title>A &amp; B &quot;&lt;x&gt;&quot;</title>');
    expect(result).toContain('<meta name="description" content="Price $24.99 $&amp; more" />');
    expect(result).toContain('Start Your 15-Day Free Trial');
    expect(result).not.toContain('<!--page-->');
    expect(() => renderPageHtml('<html></html>', page('index.html'))).toThrow(/placeholder/);
  });
});

describe('landing page', () => {
  const markup = html('index.html');
  const content = text('index.html');

  it('has the logo, a Login button to /auth and the signed-out calls to action', () => {
    expect(content).toContain('Corner Store');
    expect(markup).toMatch(/<a href="\/auth" data-auth-button=""[^>]*>Login<\/a>/);
    expect(markup).toMatch(/<a href="\/auth" data-cta=""[^>]*>Start Your 15-Day Free Trial<\/a>/);
    expect(markup.match(/<a href="\/auth" data-cta=""[^>]*>Get Started for Free<\/a>/g)).toHaveLength(2);
  });

  it('shows the three feature cards, the screenshots and the pricing card', () => {
    for (const title of ['Track Your Daily Sales', 'Manage Customer Credit', 'Protect Your Business']) expect(content).toContain(title);
    expect(content).toMatch(/spreadsheet/i);
    for (const shot of ['Customer list', 'Daily log', 'Customer profile']) expect(content).toContain(shot);
    expect(content).toContain('$24.99');
    expect(content).toContain('/month');
    expect(content).toContain('15-day free trial');
    for (const line of ['Unlimited customers', 'Employee accounts included', 'Email support', 'Cancel anytime']) expect(content).toContain(line);
  });
});

describe('marketing variant /app-setup', () => {
  const markup = html('app-setup.html');
  const content = text('app-setup.html');

  it('has Sign In, the three features and the platform cards', () => {
    expect(markup).toMatch(/<a href="\/auth" data-auth-button=""[^>]*>Sign In<\/a>/);
    for (const title of ['Customer Management', 'Daily Operations', 'Secure &amp; Reliable']) expect(markup).toContain(title);
    expect(markup).toMatch(/<a href="\/dashboard"[^>]*>Launch Web App<\/a>/);
    expect(markup.match(/<button type="button" disabled=""[^>]*>Coming Soon<\/button>/g)).toHaveLength(2);
    expect(content).toContain('iOS');
    expect(content).toContain('Android');
  });

  it('lists why to choose Corner Store truthfully, with a Start Free Trial button', () => {
    expect(content).toContain('Why Choose Corner Store');
    for (const reason of ['15-day free trial', 'No credit card required', 'Real-time sync', 'Automatic daily credit resets', 'Reports', 'role-based access', 'Support by email']) {
      expect(content).toContain(reason);
    }
    expect(content).not.toMatch(/1000\+|24\/7/);
    expect(markup).toMatch(/<a href="\/auth" data-cta=""[^>]*>Start Free Trial<\/a>/);
  });
});

describe('legal pages', () => {
  it('terms of service state the plan, retention, ages and reply time', () => {
    const content = text('terms-of-service.html');
    expect(content).toContain('Terms of Service');
    expect(content).toContain('Last updated: November 22, 2026');
    for (const fact of ['$24.99 per month', '15-day free trial', 'cancel anytime', '7 years', '3 years', '30 days', 'at least 16 years old', '48 hours']) {
      expect(content).toContain(fact);
    }
    expect(content).toContain('You are responsible for the customer data you enter.');
  });

  it('privacy policy states retention, security, no selling and cookies', () => {
    const content = text('privacy-policy.html');
    expect(content).toContain('Last updated: November 22, 2026');
    for (const fact of ['7 years', '3 years', '30 days', 'under 16', 'We do not sell personal information', 'encrypted in transit', 'hashes', 'audit log', 'sidebar']) {
      expect(content).toContain(fact);
    }
    expect(html('privacy-policy.html')).toContain('max-w-3xl');
  });
});

describe('contact page', () => {
  const markup = html('contact-us.html');
  const content = text('contact-us.html');

  it('shows contact details, business hours and the 24-hour promise', () => {
    expect(markup).toContain('href="mailto:support@cornerstore.app"');
    for (const row of ['Monday – Friday', '9:00 AM – 6:00 PM', 'Saturday', '10:00 AM – 4:00 PM', 'Sunday', 'Closed']) expect(content).toContain(row);
    expect(content).toContain('within 24 hours');
  });

  it('has a form with four required, labelled fields and an error slot for each', () => {
    expect(markup).toContain('id="contact-form"');
    for (const [name, label] of [['name', 'Name'], ['email', 'Email'], ['subject', 'Subject'], ['message', 'Message']]) {
      expect(markup).toContain(`<label for="contact-${name}"`);
      expect(markup).toMatch(new RegExp(`<label for="contact-${name}"[^>]*>${label}</label>`));
      const control = markup.match(new RegExp(`<(input|textarea) id="contact-${name}"[^>]*>`))?.[0] ?? '';
      expect(control).toContain(`name="${name}"`);
      expect(control).toContain('required=""');
      expect(markup).toContain(`id="contact-${name}-error"`);
    }
    expect(markup).toContain('type="email"');
    expect(markup).toContain('aria-live="polite"');
  });
});

describe('404 page', () => {
  it('says the page was not found and links home', () => {
    const markup = html(notFoundFile);
    expect(markup).toContain('Oops! Page not found');
    expect(markup).toMatch(/<a href="\/"[^>]*>.*Return to Home<\/a>/);
  });
});

describe('Spanish pages (decision 066)', () => {
  const template = '<!doctype html>\n<html lang="en"><head><!--head--></head><body><div id="root"><!--page--></div></body></html>';
  const spanish = allPageDefinitions.filter((definition) => definition.language === 'es');

  /** Names, addresses and brand words that are the same in every language. */
  const sameInEveryLanguage = [
    'Corner Store', 'Maria Gonzalez', 'James Okafor', 'Linh Tran', 'Sam Whitaker', 'Maple Street Market',
    '1250 Market Street, Suite 400', 'Columbus, OH 43215', 'cornerstore.app/dashboard/customers',
    'cornerstore.app/dashboard/customers/48213907', 'cornerstore.app/dashboard/sales', 'support@cornerstore.app',
  ];

  /** The English page's sentences and labels: text between tags and the attributes people hear. */
  function englishPhrases(markup: string): string[] {
    const between = markup.split(/<[^>]+>/);
    const attributes = [...markup.matchAll(/(?:aria-label|title|alt|placeholder)="([^"]+)"/g)].map((match) => match[1]!);
    return [...between, ...attributes]
      .map((phrase) => phrase.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').trim())
      .filter((phrase) => /[A-Za-z]{2,}.*\s.*[A-Za-z]{2,}/.test(phrase) && !sameInEveryLanguage.includes(phrase));
  }

  function spanishText(markup: string): string {
    return markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
  }

  it('has every English page in Spanish', () => {
    expect(spanish.map((definition) => definition.file)).toEqual(pageDefinitions.map((definition) => definition.file));
    expect(spanish.map(outputFile)).toContain('es/privacy-policy.html');
  });

  it.each(spanish.map((definition) => [definition.file, definition] as const))('es/%s holds no English sentence of its English page', (file, definition) => {
    const englishMarkup = html(file);
    const spanishMarkup = renderBody(definition);
    const content = `${spanishText(spanishMarkup)} ${[...spanishMarkup.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1]).join(' ')}`;
    const phrases = englishPhrases(englishMarkup);
    expect(phrases.length).toBeGreaterThan(2);
    expect(phrases.filter((phrase) => content.includes(phrase))).toEqual([]);
    expect(`${definition.title} ${definition.description}`).not.toContain(page(file).title);
  });

  it.each(spanish.map((definition) => [definition.file, definition] as const))('es/%s has lang="es", its own head and hreflang links to both versions', (file, definition) => {
    const result = renderPageHtml(template, definition);
    expect(result).toContain('<html lang="es">');
    expect(result).toContain(`<title>${definition.title.replace(/&/g, '&amp;')}</title>`);
    expect(definition.title).not.toBe(page(file).title);
    if (definition.path === null) {
      expect(result).not.toContain('hreflang');
      return;
    }
    const spanishPath = definition.path === '/' ? '/es/' : `/es${definition.path}`;
    expect(result).toContain(`<link rel="alternate" hreflang="en" href="${definition.path}" />`);
    expect(result).toContain(`<link rel="alternate" hreflang="es" href="${spanishPath}" />`);
    expect(result).toContain(`<link rel="alternate" hreflang="x-default" href="${definition.path}" />`);
    const englishResult = renderPageHtml(template, page(file));
    expect(englishResult).toContain('<html lang="en">');
    expect(englishResult).toContain(`<link rel="alternate" hreflang="es" href="${spanishPath}" />`);
  });

  it.each(spanish.map((definition) => [definition.file, definition] as const))('es/%s links to Spanish pages, signs in in Spanish and switches to English', (file, definition) => {
    const markup = renderBody(definition);
    const links = [...markup.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    const publicLinks = links.filter((href) => href.startsWith('/') && !/^\/(admin|auth|dashboard|es\/|favicon)/.test(href));
    expect(publicLinks.filter((href) => !href.endsWith('?lang=en'))).toEqual([]);
    for (const [href, label] of [['/es/terms-of-service', 'Términos del servicio'], ['/es/privacy-policy', 'Política de privacidad'], ['/es/contact-us', 'Contáctenos']]) {
      expect(markup).toMatch(new RegExp(`<a href="${href}"[^>]*>${label}</a>`));
    }
    expect(markup).toMatch(/<a href="\/auth\?lang=es" data-auth-button=""[^>]*>Iniciar sesión<\/a>/);
    expect(links.filter((href) => href.startsWith('/auth'))).not.toContain('/auth');
    const english = definition.path ?? '/';
    expect(markup).toContain(`href="${english}?lang=en" hrefLang="en" lang="en" data-language-switch="en"`);
    expect(html(file)).toContain(`href="${english === '/' ? '/es/' : `/es${english}`}?lang=es" hrefLang="es" lang="es" data-language-switch="es"`);
  });

  it('says the facts of the English pages in Spanish', () => {
    const landing = spanishText(renderBody(spanish.find((definition) => definition.file === 'index.html')!));
    for (const fact of ['Empiece su prueba gratis de 15 días', '$24.99', 'Sin tarjeta de crédito', 'Cancele cuando quiera']) expect(landing).toContain(fact);
    const terms = spanishText(renderBody(spanish.find((definition) => definition.file === 'terms-of-service.html')!));
    for (const fact of ['Última actualización: 22 de noviembre de 2026', '$24.99 al mes', '7 años', '3 años', '30 días', 'por lo menos 16 años', '48 horas']) {
      expect(terms).toContain(fact);
    }
    const contactForm = renderBody(spanish.find((definition) => definition.file === 'contact-us.html')!);
    expect(contactForm).toMatch(/<label for="contact-email"[^>]*>Correo electrónico<\/label>/);
  });
});

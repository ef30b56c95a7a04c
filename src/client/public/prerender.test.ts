import { describe, expect, it } from 'vitest';
import { notFoundFile, pageDefinitions, renderBody, renderPageHtml, type PageDefinition } from './page-registry';
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
    const template = '<head><!--head--></head><body><div id="root"><!--page--></div></body>';
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

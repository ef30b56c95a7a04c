/**
 * The only script of the prerendered public pages (no React at runtime): signed-in call-to-action
 * and Sign Out, and the contact form. Keep it tiny (< 4 KB gzip).
 */
import { initAuthUi } from './entry/auth-ui';
import { initContactForm } from './entry/contact-form';

void initAuthUi(document);

const contactForm = document.getElementById('contact-form');
if (contactForm instanceof HTMLFormElement) initContactForm(contactForm);

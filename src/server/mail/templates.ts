import type { MailMessage } from './mailer';
import type { SystemSettings } from '#shared/settings/system-settings';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#64748b;font-size:13px">Corner Store</p></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const lines = [`Hi ${name},`, 'Confirm your email address to finish setting up your Corner Store account.'];
  return {
    to,
    subject: 'Confirm your email for Corner Store',
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${url}\n\nIf you did not sign up, ignore this email.`,
    html: layout('Confirm your email', [...lines, 'If you did not sign up, ignore this email.'], {
      label: 'Confirm email',
      url,
    }),
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  const lines = [`Hi ${name},`, 'Someone asked to reset the password of your Corner Store account.'];
  return {
    to,
    subject: 'Reset your Corner Store password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n\nThe link works for one hour. If you did not ask for it, ignore this email.`,
    html: layout('Reset your password', [...lines, 'The link works for one hour. If you did not ask for it, ignore this email.'], {
      label: 'Reset password',
      url,
    }),
  };
}

/** Sign-up with an address that already has an account: the owner hears of it, the form does not say. */
export function accountExistsEmail(to: string, appUrl: string): MailMessage {
  const lines = [
    'Someone tried to create a Corner Store account with this email address, which already has one.',
    `Sign in at ${appUrl}/auth — or use "Forgot your password?" there if you cannot remember it.`,
    'If this was not you, you can ignore this email: nothing was changed.',
  ];
  return {
    to,
    subject: 'You already have a Corner Store account',
    text: lines.join('\n\n'),
    html: layout('You already have an account', lines, { label: 'Sign in', url: `${appUrl}/auth` }),
  };
}

export function contactForwardEmail(
  to: string,
  input: { name: string; email: string; subject: string; message: string },
): MailMessage {
  const text = `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}`;
  return {
    to,
    subject: `[Contact] ${input.subject}`,
    text,
    html: layout(`Contact: ${input.subject}`, [`From: ${input.name} <${input.email}>`, ...input.message.split('\n')]),
  };
}

const FOOTER_HTML = '<p style="color:#64748b;font-size:13px">Corner Store</p>';

/**
 * Every email signs off with the company details of the system settings (name, address, email,
 * phone; empty ones left out): the text gets them after a "--" line, the HTML in its footer.
 */
export function withCompanyDetails(
  message: MailMessage,
  company: Pick<SystemSettings, 'company_name' | 'company_email' | 'company_phone' | 'company_address'>,
): MailMessage {
  const lines = [company.company_name, company.company_address, company.company_email, company.company_phone].map((v) => v.trim()).filter(Boolean);
  if (lines.length === 0) return message;
  const footer = `<p style="color:#64748b;font-size:13px">${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    ...message,
    text: `${message.text}\n\n--\n${lines.join('\n')}`,
    html: message.html?.includes(FOOTER_HTML) ? message.html.replace(FOOTER_HTML, footer) : message.html,
  };
}

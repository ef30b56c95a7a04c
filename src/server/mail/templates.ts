import type { MailMessage } from './mail-message';
import type { SystemSettings } from '#shared/settings/system-settings';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { mailText } from './mail-texts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, language: Language = DEFAULT_LANGUAGE): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#64748b;font-size:13px">Corner Store</p></body></html>`;
}

/** Sign-up's link to confirm the address, in the recipient's language (issue 27). */
export function verificationEmail(to: string, name: string, url: string, language: Language = DEFAULT_LANGUAGE): MailMessage {
  const t = mailText(language);
  const lines = [t('greeting', { name }), t('verifyIntro')];
  return {
    to,
    subject: t('verifySubject'),
    text: `${lines.join('\n\n')}\n\n${t('verifyTextLink', { url })}\n\n${t('verifyIgnore')}`,
    html: layout(t('verifyTitle'), [...lines, t('verifyIgnore')], { label: t('verifyAction'), url }, language),
  };
}

/** The password-reset link, in the recipient's language (their account's). */
export function resetPasswordEmail(to: string, name: string, url: string, language: Language = DEFAULT_LANGUAGE): MailMessage {
  const t = mailText(language);
  const lines = [t('greeting', { name }), t('resetIntro')];
  return {
    to,
    subject: t('resetSubject'),
    text: `${lines.join('\n\n')}\n\n${t('resetTextLink', { url })}\n\n${t('resetExpiry')}`,
    html: layout(t('resetTitle'), [...lines, t('resetExpiry')], { label: t('resetAction'), url }, language),
  };
}

/** Sign-up with an address that already has an account: the owner hears of it, the form does not say. */
export function accountExistsEmail(to: string, appUrl: string, language: Language = DEFAULT_LANGUAGE): MailMessage {
  const t = mailText(language);
  const lines = [t('existsIntro'), t('existsSignIn', { url: `${appUrl}/auth` }), t('existsIgnore')];
  return {
    to,
    subject: t('existsSubject'),
    text: lines.join('\n\n'),
    html: layout(t('existsTitle'), lines, { label: t('existsAction'), url: `${appUrl}/auth` }, language),
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

/** The answer to the person who wrote through the contact form: received, in their language (issue 27). */
export function contactAnswerEmail(input: { name: string; email: string; subject: string }, language: Language = DEFAULT_LANGUAGE): MailMessage {
  const t = mailText(language);
  const lines = [t('greeting', { name: input.name }), t('contactAckIntro', { subject: input.subject }), t('contactAckNoReply')];
  return { to: input.email, subject: t('contactAckSubject'), text: lines.join('\n\n'), html: layout(t('contactAckTitle'), lines, undefined, language) };
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

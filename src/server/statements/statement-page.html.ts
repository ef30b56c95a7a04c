import { formatCents } from '#shared/money';
import { formatDateLong, formatDateTimeLong } from '#shared/dates';
import { localeOf, type Language } from '#shared/i18n/languages';
import type { Translate } from '../i18n/translator';
import type { OpenedLink, PageEntry } from './statement-page.queries';
import { statementText, type StatementKey } from './statement-texts';

/** Everything written into the page goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const style = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:20px 0 8px}
.muted{color:#4b5563;font-size:13px}.card{border:1px solid #d1d5db;border-radius:8px;padding:12px;margin-top:12px}
.balance{font-size:24px;font-weight:700;margin:4px 0}table{width:100%;border-collapse:collapse;font-size:14px}
th,td{padding:6px 4px;border-bottom:1px solid #e5e7eb;text-align:left}td.n,th.n{text-align:right;white-space:nowrap}
a{color:#1d4ed8}footer{margin-top:16px}@media print{a.older{display:none}main{padding:0}}
`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The one answer for an unknown, tampered, expired or revoked link: no store, no customer, no data (in the browser's language). */
export function expiredPageHtml(language: Language): string {
  const t = statementText(language);
  return page(language, t('expiredTitle'), `<h1>${escapeHtml(t('expiredHeading'))}</h1>`);
}

export function tooManyRequestsHtml(language: Language): string {
  const t = statementText(language);
  return page(language, t('tooManyTitle'), `<h1>${escapeHtml(t('tooManyHeading'))}</h1>`);
}

const typeKey = { credit_given: 'credit', credit_paid: 'payment' } as const;

function balanceLine(t: Translate<StatementKey>, cents: number): string {
  const label = cents < 0 ? t('storeCredit') : t('balanceOwed');
  return `<p class="muted">${escapeHtml(label)}</p><p class="balance">${formatCents(Math.abs(cents))}</p>`;
}

/** A running balance: negative is the customer's store credit. */
function signedBalance(t: Translate<StatementKey>, cents: number): string {
  return cents < 0 ? escapeHtml(t('runningCredit', { amount: formatCents(-cents) })) : formatCents(cents);
}

/** A business date (YYYY-MM-DD) as 'Jan 05, 2026' ('05 ene 2026' in Spanish). */
function formatDay(businessDate: string, language: Language): string {
  return formatDateLong(`${businessDate}T12:00:00Z`, 'UTC', localeOf(language));
}

function entryRows(t: Translate<StatementKey>, language: Language, entries: PageEntry[]): string {
  if (entries.length === 0) return `<p class="muted">${escapeHtml(t('noEntries'))}</p>`;
  const rows = entries
    .map((e) => `<tr><td>${escapeHtml(formatDay(e.businessDate, language))}</td><td>${escapeHtml(t(typeKey[e.type]))}</td><td>${escapeHtml(t('byStore'))}</td>`
      + `<td class="n">${e.type === 'credit_paid' ? '−' : ''}${formatCents(e.amountCents)}</td><td class="n">${signedBalance(t, e.balanceAfterCents)}</td></tr>`)
    .join('');
  const head = [t('date'), t('type'), t('by')].map((h) => `<th>${escapeHtml(h)}</th>`).join('')
    + [t('amount'), t('balance')].map((h) => `<th class="n">${escapeHtml(h)}</th>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

export type StatementView = { link: OpenedLink; entries: PageEntry[]; from: string; until: string; olderHref: string | null; generatedAt: Date };

/**
 * The statement page: the store, the customer, the balance, the window's entries, the time it was
 * made — in the customer's language (customers.language, else the store owner's; issue 27).
 */
export function statementPageHtml({ link, entries, from, until, olderHref, generatedAt }: StatementView): string {
  const { language } = link;
  const t = statementText(language);
  const store = [link.storePhone, link.storeAddress].filter(Boolean).map((v) => escapeHtml(v!)).join(' · ');
  const period = t('period', { from: formatDay(from, language), until: formatDay(until, language) });
  const older = olderHref ? `<p><a class="older" href="${escapeHtml(olderHref)}">${escapeHtml(t('showOlder'))}</a></p>` : '';
  const generated = t('generated', { time: formatDateTimeLong(generatedAt, link.timezone, localeOf(language)), zone: link.timezone });
  const body = `<header><h1>${escapeHtml(link.storeName)}</h1><p class="muted">${store}</p></header>
<section class="card"><p><strong>${escapeHtml(link.customerName)}</strong><br><span class="muted">${escapeHtml(t('customerId', { id: link.displayId }))}</span></p>${balanceLine(t, link.balanceCents)}</section>
<h2>${escapeHtml(t('entries', { period }))}</h2>${entryRows(t, language, entries)}${older}
<footer class="muted">${escapeHtml(generated)}</footer>`;
  return page(language, t('title', { store: link.storeName }), body);
}

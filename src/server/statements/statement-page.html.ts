import { formatCents } from '#shared/money';
import { formatDateLong, formatDateTimeLong } from '#shared/dates';
import type { OpenedLink, PageEntry } from './statement-page.queries';

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

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The one answer for an unknown, tampered, expired or revoked link: no store, no customer, no data. */
export const expiredPageHtml = page('Statement link expired', '<h1>This link has expired — ask the store for a new one</h1>');

export const tooManyRequestsHtml = page('Too many requests', '<h1>Too many requests — please try again in a minute</h1>');

const typeLabel: Record<PageEntry['type'], string> = { credit_given: 'Credit', credit_paid: 'Payment' };

function balanceLine(cents: number): string {
  if (cents > 0) return `<p class="muted">Balance owed</p><p class="balance">${formatCents(cents)}</p>`;
  if (cents < 0) return `<p class="muted">Store credit</p><p class="balance">${formatCents(-cents)}</p>`;
  return `<p class="muted">Balance owed</p><p class="balance">${formatCents(0)}</p>`;
}

/** A running balance: negative is the customer's store credit. */
function signedBalance(cents: number): string {
  return cents < 0 ? `${formatCents(-cents)} credit` : formatCents(cents);
}

/** A business date (YYYY-MM-DD) as 'Jan 05, 2026'. */
function formatDay(businessDate: string): string {
  return formatDateLong(`${businessDate}T12:00:00Z`, 'UTC');
}

function entryRows(entries: PageEntry[]): string {
  if (entries.length === 0) return '<p class="muted">No entries in this period.</p>';
  const rows = entries
    .map((e) => `<tr><td>${escapeHtml(formatDay(e.businessDate))}</td><td>${typeLabel[e.type]}</td><td>Store</td>`
      + `<td class="n">${e.type === 'credit_paid' ? '−' : ''}${formatCents(e.amountCents)}</td><td class="n">${signedBalance(e.balanceAfterCents)}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>Date</th><th>Type</th><th>By</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export type StatementView = { link: OpenedLink; entries: PageEntry[]; from: string; until: string; olderHref: string | null; generatedAt: Date };

/** The statement page: the store, the customer, the balance, the window's entries, the time it was made. */
export function statementPageHtml({ link, entries, from, until, olderHref, generatedAt }: StatementView): string {
  const store = [link.storePhone, link.storeAddress].filter(Boolean).map((v) => escapeHtml(v!)).join(' · ');
  const period = `${formatDay(from)} to ${formatDay(until)}`;
  const older = olderHref ? `<p><a class="older" href="${escapeHtml(olderHref)}">Show older entries</a></p>` : '';
  const body = `<header><h1>${escapeHtml(link.storeName)}</h1><p class="muted">${store}</p></header>
<section class="card"><p><strong>${escapeHtml(link.customerName)}</strong><br><span class="muted">Customer ID ${escapeHtml(link.displayId)}</span></p>${balanceLine(link.balanceCents)}</section>
<h2>Entries ${escapeHtml(period)}, newest first</h2>${entryRows(entries)}${older}
<footer class="muted">Generated ${escapeHtml(formatDateTimeLong(generatedAt, link.timezone))} (${escapeHtml(link.timezone)}). This statement is read-only.</footer>`;
  return page(`Statement — ${link.storeName}`, body);
}

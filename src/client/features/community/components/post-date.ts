import { dateFormat } from '#shared/i18n/display-locale';

/** A post or message date as people read it here ('Nov 23, 2026, 7:30 PM'; '23 nov 2026, 7:30 p.m.' in Spanish). */
export function formatPostDate(iso: string): string {
  return dateFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

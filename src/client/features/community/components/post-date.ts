/** A post or message date as people read it here ('Nov 23, 2026, 7:30 PM'). */
export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

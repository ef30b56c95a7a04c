import { formatPlatformDate } from '#shared/dates';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { t } from '#client/i18n';

const tones: Record<string, BadgeTone> = { trial: 'blue', active: 'green', suspended: 'red', expired: 'yellow' };
const labels: Record<string, string> = { get trial() {
    return t('admin.statustrial');
  }, get active() {
    return t('admin.statusactive');
  }, get suspended() {
    return t('admin.statussuspended');
  }, get expired() {
    return t('admin.statusexpired');
  } };

/** A store's effective subscription status as a badge. */
export function AdminStoreStatus({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'gray'}>{labels[status] ?? status}</Badge>;
}

/** A store's date on the admin screens: its platform (UTC) day, 'MMM dd, yyyy'. */
export const formatDate = (iso: string | null) => (iso ? formatPlatformDate(iso) : '—');

import { formatPlatformDateTime } from '#shared/dates';
import { useLatestBackup } from './system-settings-api';

/** The last scheduled backup, its time in the platform's zone (labelled, as on every admin screen). */
export function LastBackup() {
  const latest = useLatestBackup();
  const backup = latest.data?.backup;
  return (
    <div className="space-y-1.5 text-sm" data-testid="last-backup">
      <p className="font-medium text-ink">Last Backup</p>
      {backup ? (
        <p className="break-all text-muted">
          {formatPlatformDateTime(backup.finishedAt)} · {(backup.sizeBytes / 1024).toFixed(1)} kB · {backup.file} (the newest {backup.kept} are kept)
        </p>
      ) : (
        <p className="text-muted">{latest.isPending ? 'Loading…' : 'No scheduled backup yet.'}</p>
      )}
    </div>
  );
}

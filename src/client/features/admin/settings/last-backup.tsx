import { formatPlatformDateTime } from '#shared/dates';
import { useLatestBackup } from './system-settings-api';
import { useT } from '#client/i18n';

/** The last scheduled backup, its time in the platform's zone (labelled, as on every admin screen). */
export function LastBackup() {
  const t = useT();
  const latest = useLatestBackup();
  const backup = latest.data?.backup;
  return (
    <div className="space-y-1.5 text-sm" data-testid="last-backup">
      <p className="font-medium text-ink">{t('admin.lastBackup')}</p>
      {backup ? (
        <p className="break-all text-muted">
          {t('admin.kbTheNewestAreKept', { platformDateTime: formatPlatformDateTime(backup.finishedAt), fixed: (backup.sizeBytes / 1024).toFixed(1), file: backup.file, kept: backup.kept })}
        </p>
      ) : (
        <p className="text-muted">{latest.isPending ? t('admin.loading') : t('admin.noScheduledBackupYet')}</p>
      )}
    </div>
  );
}

import { Download } from 'lucide-react';
import { exportFormats, exportPath, type ExportDataset } from '#shared/reports/report.schemas';
import { buttonClasses } from '#client/components/ui/button';
import type { DateRange } from '#shared/dates';
import { useT } from '#client/i18n';

/**
 * CSV and XLSX downloads of one dataset: plain links, so the browser downloads the file with the
 * session cookie. Without a usable range the links are shown disabled.
 */
export function ExportLinks({ dataset, label, range, isDisabled = false }: { dataset: ExportDataset; label: string; range?: DateRange; isDisabled?: boolean }) {
  const t = useT();
  return (
    <div className="flex gap-2">
      {exportFormats.map((format) => {
        const text = format.toUpperCase();
        return (
          <a
            key={format}
            href={isDisabled ? undefined : exportPath(dataset, format, range)}
            download
            role={isDisabled ? 'link' : undefined}
            aria-disabled={isDisabled || undefined}
            aria-label={t('reports.downloadNamed', { label, format: text })}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {text}
          </a>
        );
      })}
    </div>
  );
}

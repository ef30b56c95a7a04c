import { useState } from 'react';
import { Printer } from 'lucide-react';
import { toast } from 'sonner';
import { formatCents } from '#shared/money';
import { payBreakdown } from '#shared/payroll/overtime';
import { signaturePath, type PayrollEntry } from '#shared/payroll/payroll.schemas';
import { PrintPortal } from '#client/components/print-portal';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useSession } from '#client/lib/auth/session';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';
import { PayrollEntryDocument } from './payroll-entry-document';
import { toasts } from '#client/texts/toasts';
import { useT } from '#client/i18n';

const isComplete = (entry: PayrollEntry) => entry.totalHours > 0 && entry.totalAmountCents > 0 && entry.hasSignature && Boolean(entry.startDate && entry.endDate);

/** The entry view: its details and pay breakdown, with Print Entry and Cancel. */
export function EntryViewDialog({ entry, onClose }: { entry: PayrollEntry | null; onClose: () => void }) {
  const t = useT();
  const [printing, setPrinting] = useState<PayrollEntry | null>(null);
  const session = useSession();
  const storeName = session.data?.store?.name ?? '';

  const print = () => {
    if (!entry) return;
    if (!isComplete(entry)) return void toast.error(toasts.payrollIncomplete.title, { description: toasts.payrollIncomplete.description });
    onClose();
    setPrinting(entry);
  };

  return (
    <>
      <Dialog
        open={entry !== null}
        onOpenChange={(open) => !open && onClose()}
        title={t('staff.payrollEntry2')}
        description={entry ? `${entry.employeeName} · ${periodLabel(entry.payPeriodType)} ${formatDay(entry.startDate)} – ${formatDay(entry.endDate)}` : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button onClick={print}>
              <Printer aria-hidden="true" className="size-4" />
              {t('staff.printEntry')}
            </Button>
          </>
        }
      >
        {entry ? <EntrySummary entry={entry} /> : null}
      </Dialog>
      {printing ? (
        <PrintPortal onDone={() => setPrinting(null)}>
          <PayrollEntryDocument entry={printing} storeName={storeName} />
        </PrintPortal>
      ) : null}
    </>
  );
}

function EntrySummary({ entry }: { entry: PayrollEntry }) {
  const t = useT();
  const b = payBreakdown(entry.payPeriodType, entry.totalHours, entry.totalAmountCents);
  const rows: [string, string][] = [
    [t('staff.regularHours'), formatHours(b.regularHours)],
    [t('staff.overtimeHours'), formatHours(b.overtimeHours)],
    [t('staff.regularRate'), formatRate(b.regularRateCents)],
    [t('staff.overtimeRate'), formatRate(b.overtimeRateCents)],
    [t('staff.regularPay'), formatCents(b.regularPayCents)],
    [t('staff.overtimePay'), formatCents(b.overtimePayCents)],
    [t('staff.totalPay'), formatCents(b.totalPayCents)],
  ];
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {entry.hasSignature ? (
        <img src={signaturePath(entry.id)} alt={t('staff.employeeSignature2')} className="h-20 w-auto rounded border border-line bg-white" />
      ) : null}
    </div>
  );
}

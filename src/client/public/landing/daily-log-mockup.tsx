import { CalendarDays, Printer } from 'lucide-react';
import { usePageLanguage } from '../texts';
import { MockupFrame } from './mockup-frame';

const inputs = [
  ['openingCash', '$200.00'],
  ['cashSales', '$627.50'],
  ['payouts', '$45.00'],
  ['expenses', '$32.50'],
  ['closingCash', '$750.00'],
] as const;

export function DailyLogMockup() {
  const texts = usePageLanguage().texts.landing.mockups;
  return (
    <MockupFrame address="cornerstore.app/dashboard/sales" label={texts.logLabel}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-base font-semibold text-ink">{texts.dailyCashLog}</p>
        <span className="inline-flex items-center gap-1 rounded-md border border-line px-2 py-1 text-xs font-medium text-slate-700">
          <Printer className="size-3.5" aria-hidden="true" /> {texts.printLog}
        </span>
      </div>
      <div className="mt-3 flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-xs text-slate-700">
        <CalendarDays className="size-3.5 text-slate-500" aria-hidden="true" /> {texts.logDate}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {inputs.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-line px-2.5 py-1.5 last:col-span-2">
            <dt className="text-xs text-slate-500">{texts[label]}</dt>
            <dd className="text-sm font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 rounded-lg bg-canvas p-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{texts.reconciliation}</p>
        <div className="mt-2 space-y-1 text-xs text-slate-600">
          <p className="flex justify-between gap-2"><span>{texts.total1}</span><span className="tabular-nums">$827.50</span></p>
          <p className="flex justify-between gap-2"><span>{texts.total2}</span><span className="tabular-nums">$827.50</span></p>
        </div>
        <p className="mt-2 flex items-center justify-between gap-2 border-t border-line pt-2 text-sm font-semibold text-ink">
          {texts.overShort}
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{texts.balanced}</span>
        </p>
      </div>
      <span className="mt-3 block rounded-md bg-brand-700 py-2 text-center text-xs font-semibold text-white">{texts.saveLog}</span>
    </MockupFrame>
  );
}

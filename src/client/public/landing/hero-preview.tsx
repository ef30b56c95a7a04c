import { ArrowDownLeft, ArrowUpRight, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageLanguage } from '../texts';

/** Sample data of the illustration: the same in every language. */
// eslint-disable-next-line i18n/no-literal-text -- a store's name in the sample, the same in every language
const storeName = 'Maple Street Market';

const activity = [
  { name: 'Maria Gonzalez', amount: '+$10.00', isCredit: true },
  { name: 'James Okafor', amount: '−$25.00', isCredit: false },
  { name: 'Linh Tran', amount: '+$5.00', isCredit: true },
] as const;

/** A decorative "today at a glance" card beside the hero text. */
export function HeroPreview() {
  const texts = usePageLanguage().texts.landing.preview;
  return (
    <div role="img" aria-label={texts.label} className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-brand-100 via-white to-emerald-50 blur-xl" />
      <div className="relative rounded-2xl border border-line bg-white p-5 shadow-xl shadow-slate-900/10 sm:p-6">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-sm font-semibold text-ink">{storeName}</p>
            <p className="text-xs text-slate-500">{texts.today}</p>
          </div>
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{texts.open}</span>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Stat icon={<Wallet className="size-4" />} label={texts.todaysSales} value="$1,284.50" note={texts.salesNote} />
          <Stat icon={<Users className="size-4" />} label={texts.activeCredits} value="$318.40" note={texts.creditsNote} />
        </div>
        <p className="mt-6 text-xs font-semibold tracking-wide text-slate-500 uppercase">{texts.recentActivity}</p>
        <ul className="mt-2 divide-y divide-line">
          {activity.map((row) => (
            <li key={row.name} className="flex items-center gap-3 py-2.5">
              <span className={`flex size-8 items-center justify-center rounded-full ${row.isCredit ? 'bg-amber-50 text-amber-700' : 'bg-brand-50 text-brand-700'}`}>
                {row.isCredit ? <ArrowUpRight className="size-4" /> : <ArrowDownLeft className="size-4" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">{row.name}</span>
                <span className="block text-xs text-slate-500">{row.isCredit ? texts.creditGiven : texts.paymentReceived}</span>
              </span>
              <span className={`text-sm font-semibold tabular-nums ${row.isCredit ? 'text-amber-700' : 'text-brand-700'}`}>{row.amount}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Stat({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-line bg-canvas p-3 sm:p-4">
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </p>
      <p className="mt-1.5 text-xl font-bold tracking-tight text-ink tabular-nums sm:text-2xl">{value}</p>
      <p className="mt-0.5 text-xs text-slate-500">{note}</p>
    </div>
  );
}

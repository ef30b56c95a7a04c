import { Copy, Phone } from 'lucide-react';
import { fill, usePageLanguage } from '../texts';
import { Avatar, Badge, MockupFrame } from './mockup-frame';

/** Sample data of the mock-up: the same in every language. */
// eslint-disable-next-line i18n/no-literal-text -- a person's name in the sample, the same in every language
const customerName = 'Maria Gonzalez';

const presets = ['$5', '$10', '$15', '$20', '$25', '$50'] as const;


export function CustomerProfileMockup() {
  const texts = usePageLanguage().texts.landing.mockups;
  const history = [
    { date: texts.historyCredit, type: texts.creditGiven, amount: '+$10.00', isCredit: true },
    { date: texts.historyPayment, type: texts.payment, amount: '−$25.00', isCredit: false },
  ];
  return (
    <MockupFrame address="cornerstore.app/dashboard/customers/48213907" label={texts.profileLabel}>
      <div className="flex items-center gap-3">
        <Avatar initials="MG" tone="bg-amber-100 text-amber-800" />
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-ink">{customerName}</p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            {fill(texts.id, { id: '48213907' })} <Copy className="size-3" aria-hidden="true" />
            <span className="mx-1">·</span>
            <Phone className="size-3" aria-hidden="true" /> (555) 010-7731
          </p>
        </div>
      </div>
      <div className="mt-4 rounded-lg border border-line p-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{texts.creditAndStatus}</p>
        <div className="mt-2 flex items-end justify-between">
          <div>
            <p className="text-xs text-slate-500">{texts.currentBalance}</p>
            <p className="text-2xl font-bold text-red-700 tabular-nums">$15.00</p>
          </div>
          <div className="text-right">
            <p className="text-xs text-slate-500">{texts.creditLimit}</p>
            <p className="text-sm font-semibold text-ink tabular-nums">$50.00</p>
          </div>
        </div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-[30%] rounded-full bg-brand-600" />
        </div>
        <p className="mt-1 text-xs text-slate-500">{texts.limitUsed}</p>
        <div className="mt-3 flex flex-wrap gap-1">
          <Badge tone="bg-amber-100 text-amber-900">{texts.dailyCreditActive}</Badge>
          <Badge tone="bg-sky-50 text-sky-800">{texts.verified}</Badge>
          <Badge tone="bg-violet-50 text-violet-800">{texts.loyal}</Badge>
        </div>
      </div>
      <p className="mt-4 text-xs font-medium text-slate-600">{texts.giveCredit}</p>
      <div className="mt-1.5 grid grid-cols-3 gap-1.5">
        {presets.map((amount) => (
          <span key={amount} className="rounded-md border border-line py-1.5 text-center text-xs font-medium text-ink">
            {amount}
          </span>
        ))}
      </div>
      <ul className="mt-4 divide-y divide-line border-t border-line text-xs">
        {history.map((row) => (
          <li key={row.date} className="flex justify-between gap-2 py-2">
            <span className="text-slate-500">
              {row.date} · <span className="text-slate-700">{row.type}</span>
            </span>
            <span className={`font-semibold tabular-nums ${row.isCredit ? 'text-amber-700' : 'text-brand-700'}`}>{row.amount}</span>
          </li>
        ))}
      </ul>
    </MockupFrame>
  );
}

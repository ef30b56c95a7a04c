import { Flag, Plus, Search } from 'lucide-react';
import { fill, usePageLanguage } from '../texts';
import { Avatar, Badge, MockupFrame } from './mockup-frame';

const customers = [
  { name: 'Maria Gonzalez', initials: 'MG', id: '48213907', balance: '$15.00', owes: true, daily: true, badges: ['verified', 'loyal'], tone: 'bg-amber-100 text-amber-800' },
  { name: 'James Okafor', initials: 'JO', id: '90317264', balance: '$0.00', owes: false, daily: false, badges: ['verified'], tone: 'bg-sky-100 text-sky-800' },
  { name: 'Linh Tran', initials: 'LT', id: '27740158', balance: '$32.50', owes: true, daily: false, badges: ['loyal'], tone: 'bg-violet-100 text-violet-800' },
  { name: 'Sam Whitaker', initials: 'SW', id: '63059821', balance: '$48.00', owes: true, daily: false, badges: [], tone: 'bg-rose-100 text-rose-800', flagged: true },
] as const;

export function CustomerListMockup() {
  const texts = usePageLanguage().texts.landing.mockups;
  return (
    <MockupFrame address="cornerstore.app/dashboard/customers" label={texts.listLabel}>
      <div className="flex items-center justify-between">
        <p className="text-base font-semibold text-ink">{texts.customers}</p>
        <span className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-2.5 py-1.5 text-xs font-semibold text-white">
          <Plus className="size-3.5" aria-hidden="true" /> {texts.addCustomer}
        </span>
      </div>
      <div className="mt-3 flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-xs text-slate-500">
        <Search className="size-3.5" aria-hidden="true" /> {texts.search}
      </div>
      <ul className="mt-3 space-y-2">
        {customers.map((c) => (
          <li key={c.id} className={`flex items-center gap-3 rounded-lg border p-2.5 ${c.daily ? 'border-amber-200 bg-amber-50/60' : 'border-line bg-white'}`}>
            <Avatar initials={c.initials} tone={c.tone} />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1 truncate text-sm font-medium text-ink">
                {c.name}
                {'flagged' in c && <Flag className="size-3.5 text-danger" aria-hidden="true" />}
              </p>
              <p className="text-xs text-slate-500">{fill(texts.id, { id: c.id })}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                {c.badges.map((b) => (
                  <Badge key={b} tone={b === 'verified' ? 'bg-sky-50 text-sky-800' : 'bg-violet-50 text-violet-800'}>{texts[b]}</Badge>
                ))}
                {c.daily && <Badge tone="bg-amber-100 text-amber-900">{texts.dailyCreditActive}</Badge>}
              </div>
            </div>
            <p className={`text-sm font-semibold tabular-nums ${c.owes ? 'text-red-700' : 'text-slate-600'}`}>{c.balance}</p>
          </li>
        ))}
      </ul>
    </MockupFrame>
  );
}

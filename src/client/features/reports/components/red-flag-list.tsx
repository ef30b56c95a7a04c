import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import type { RedFlagReport } from '#shared/reports/report.schemas';
import { formatDateLong } from '#shared/dates';
import { formatCents } from '#shared/money';
import { customerPath } from '#client/app/paths';
import { Badge } from '#client/components/ui/badge';
import { buttonClasses } from '#client/components/ui/button';
import { ReportAvatar } from './report-avatar';
import { useT } from '#client/i18n';
import { PhoneLink } from '#client/components/phone-link';

type FlaggedCustomer = RedFlagReport['customers'][number];

function CustomerCell({ customer }: { customer: FlaggedCustomer }) {
  const t = useT();
  return (
    <div className="flex min-w-40 items-center gap-3">
      <ReportAvatar name={customer.name} photoUrl={customer.photoUrl} />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-ink">{customer.name}</p>
        <Badge tone="red" className="whitespace-nowrap">{t('reports.redFlagged')}</Badge>
      </div>
    </div>
  );
}

function Contact({ customer }: { customer: FlaggedCustomer }) {
  return (
    <div className="space-y-0.5 text-sm">
      <p className="flex items-center gap-1.5">
        <Phone aria-hidden="true" className="size-3.5 text-muted" />
        <PhoneLink phone={customer.phone} className="hover:underline" />
      </p>
      {customer.email ? (
        <p className="flex min-w-0 items-center gap-1.5">
          <Mail aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
          <a href={`mailto:${customer.email}`} className="truncate hover:underline" title={customer.email}>{customer.email}</a>
        </p>
      ) : null}
    </div>
  );
}

function FlagNotes({ notes }: { notes: string | null }) {
  if (!notes) return <span className="text-muted">—</span>;
  return <p className="line-clamp-2 text-sm text-ink" title={notes}>{notes}</p>;
}

function ViewDetails({ customer }: { customer: FlaggedCustomer }) {
  const t = useT();
  return (
    <Link to={customerPath(customer.id)} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'whitespace-nowrap' })} aria-label={t('reports.viewDetailsOf', { name: customer.name })}>
      {t('reports.viewDetails')}
    </Link>
  );
}

/** Red-flagged customers as a table (laptop) or stacked cards (phone). */
export function RedFlagList({ customers, timeZone, isMobile }: { customers: FlaggedCustomer[]; timeZone: string; isMobile: boolean }) {
  const t = useT();
  if (isMobile) {
    return (
      <ul className="space-y-3" aria-label={t('reports.redFlaggedCustomers')}>
        {customers.map((customer) => (
          <li key={customer.id} className="space-y-3 rounded-lg border border-red-200 p-3">
            <CustomerCell customer={customer} />
            <Contact customer={customer} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted">{t('reports.creditBalance')}</dt>
                <dd className="font-semibold tabular-nums">{formatCents(customer.creditBalanceCents)}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('reports.lastUpdated')}</dt>
                <dd>{formatDateLong(customer.updatedAt, timeZone)}</dd>
              </div>
            </dl>
            <FlagNotes notes={customer.redFlagNotes} />
            <ViewDetails customer={customer} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={t('reports.redFlaggedCustomersTable')}>
      <table className="w-full text-sm">
        <thead className="bg-canvas text-left text-muted">
          <tr>
            {[t('reports.customer'), t('reports.contact'), t('reports.creditBalance'), t('reports.flagNotes'), t('reports.lastUpdated'), t('reports.actions')].map((title) => (
              <th key={title} scope="col" className={`px-2 py-2 font-medium whitespace-nowrap first:pl-3 ${title === t('reports.creditBalance') ? 'text-right' : ''}`}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {customers.map((customer) => (
            <tr key={customer.id} className="align-top">
              <td className="py-3 pr-2 pl-3"><CustomerCell customer={customer} /></td>
              <td className="px-2 py-3"><div className="max-w-48"><Contact customer={customer} /></div></td>
              <td className="px-2 py-3 text-right font-semibold tabular-nums">{formatCents(customer.creditBalanceCents)}</td>
              <td className="w-full max-w-0 min-w-32 px-2 py-3"><FlagNotes notes={customer.redFlagNotes} /></td>
              <td className="px-2 py-3 whitespace-nowrap">{formatDateLong(customer.updatedAt, timeZone)}</td>
              <td className="py-3 pr-3 pl-2"><ViewDetails customer={customer} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

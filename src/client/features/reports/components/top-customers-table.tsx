import { Link } from 'react-router';
import type { CreditSummary } from '#shared/reports/report.schemas';
import { formatCents } from '#shared/money';
import { customerPath } from '#client/app/paths';
import { useIsMobile } from '#client/lib/use-media-query';
import { useT } from '#client/i18n';

/** Top 10 Customers by credit taken in the window: rank, name, total, count, average. */
export function TopCustomersTable({ customers }: { customers: CreditSummary['topCustomers'] }) {
  const t = useT();
  const isMobile = useIsMobile();
  if (isMobile) return <TopCustomersList customers={customers} />;
  return (
    <div className="overflow-x-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={t('reports.top10CustomersTable')}>
      <table className="w-full text-sm">
        <thead className="bg-canvas text-left text-muted">
          <tr>
            <th scope="col" className="w-10 px-2 py-2 font-medium sm:px-3">
              <abbr title={t('reports.rank')} className="no-underline">#</abbr>
            </th>
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">{t('reports.customer')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">{t('reports.total')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">{t('reports.count')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">{t('reports.average')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {customers.map((customer) => (
            <tr key={customer.customerId}>
              <td className="px-2 py-2 tabular-nums text-muted sm:px-3">{customer.rank}</td>
              <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                <Link to={customerPath(customer.customerId)} className="text-brand-700 underline-offset-4 hover:underline">
                  {customer.name}
                </Link>
              </th>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{formatCents(customer.totalCents)}</td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{customer.count}</td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{formatCents(customer.averageCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same figures as stacked rows on a phone. */
function TopCustomersList({ customers }: { customers: CreditSummary['topCustomers'] }) {
  const t = useT();
  return (
    <ol className="divide-y divide-line rounded-lg border border-line" aria-label={t('reports.top10Customers')}>
      {customers.map((customer) => (
        <li key={customer.customerId} className="flex items-start gap-3 p-3 text-sm">
          <span className="w-5 shrink-0 pt-0.5 tabular-nums text-muted">
            {customer.rank}
          </span>
          <div className="min-w-0 flex-1 space-y-0.5">
            <Link to={customerPath(customer.customerId)} className="font-medium break-words text-brand-700 underline-offset-4 hover:underline">
              {customer.name}
            </Link>
            <p className="text-xs text-muted">
              {t('reports.average2', { count: customer.count, value: customer.count === 1 ? 'transaction' : 'transactions', cents: formatCents(customer.averageCents) })}
            </p>
          </div>
          <span className="font-semibold tabular-nums">{formatCents(customer.totalCents)}</span>
        </li>
      ))}
    </ol>
  );
}

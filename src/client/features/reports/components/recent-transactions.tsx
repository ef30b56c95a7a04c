import { Link } from 'react-router';
import type { CreditSummary } from '#shared/reports/report.schemas';
import { formatCents } from '#shared/money';
import { customerPath } from '#client/app/paths';
import { Badge } from '#client/components/ui/badge';
import { useIsMobile } from '#client/lib/use-media-query';
import { formatBusinessDate } from '#shared/dates';
import { useT } from '#client/i18n';

type Transaction = CreditSummary['recent'][number];

function TypeBadge({ type }: { type: Transaction['transactionType'] }) {
  const t = useT();
  return type === 'credit_given' ? <Badge tone="yellow" className="whitespace-nowrap">{t('reports.creditGiven')}</Badge> : <Badge tone="green">{t('reports.payment')}</Badge>;
}

function CustomerLink({ transaction }: { transaction: Transaction }) {
  return (
    <Link to={customerPath(transaction.customerId)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
      {transaction.customerName}
    </Link>
  );
}

/** Recent Transactions: date, customer, type, amount, notes — a table, or stacked rows on a phone. */
export function RecentTransactions({ transactions }: { transactions: Transaction[] }) {
  const t = useT();
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <ul className="divide-y divide-line rounded-lg border border-line" aria-label={t('reports.recentTransactions')}>
        {transactions.map((transaction) => (
          <li key={transaction.id} className="space-y-1 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <CustomerLink transaction={transaction} />
              <span className="font-semibold tabular-nums">{formatCents(transaction.amountCents)}</span>
            </div>
            <div className="flex items-center justify-between gap-2 text-muted">
              <span>{formatBusinessDate(transaction.businessDate)}</span>
              <TypeBadge type={transaction.transactionType} />
            </div>
            {transaction.notes ? <p className="break-words text-muted">{transaction.notes}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={t('reports.recentTransactionsTable')}>
      <table className="w-full text-sm">
        <thead className="bg-canvas text-left text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t('reports.date')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('reports.customer')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('reports.type')}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t('reports.amount')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('reports.notes')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatBusinessDate(transaction.businessDate)}</td>
              <td className="px-3 py-2"><CustomerLink transaction={transaction} /></td>
              <td className="px-3 py-2"><TypeBadge type={transaction.transactionType} /></td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(transaction.amountCents)}</td>
              <td className="max-w-64 truncate px-3 py-2 text-muted" title={transaction.notes ?? undefined}>{transaction.notes ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

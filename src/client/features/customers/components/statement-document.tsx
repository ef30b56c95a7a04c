import type { Statement } from '#shared/credit/credit.schemas';
import { formatCents } from '#shared/money';
import { entryTypeLabel, formatDateTime } from '../ledger-format';
import { formatBusinessDate } from '#shared/dates';
import { t, useT } from '#client/i18n';
import { useFormatPhone } from '#client/lib/use-phone';

const money = (cents: number) => (cents < 0 ? t('customers.cardStoreCredit', { amount: formatCents(-cents) }) : formatCents(cents));

/** The printed customer statement. Hidden on screen; the page hides the app while printing. */
export function StatementDocument({ statement }: { statement: Statement }) {
  const t = useT();
  const formatPhone = useFormatPhone();
  const { store, customer, entries } = statement;
  const cell = 'border-b border-slate-300 px-2 py-1.5 text-left align-top';
  const num = `${cell} text-right tabular-nums`;
  return (
    <article className="hidden bg-white p-8 text-sm text-black print:block" aria-label={t('customers.customerStatement')}>
      <header className="flex justify-between gap-8 border-b-2 border-black pb-4">
        <div>
          <p className="text-xl font-bold">{store.name}</p>
          {store.address ? <p>{store.address}</p> : null}
          {store.phone ? <p>{formatPhone(store.phone)}</p> : null}
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">{t('customers.customerStatement2')}</h1>
          <p>
            {formatBusinessDate(statement.from)} – {formatBusinessDate(statement.to)}
          </p>
        </div>
      </header>
      <section className="mt-4">
        <p className="font-semibold">{customer.name}</p>
        <p>{t('customers.id3', { displayId: customer.displayId })}</p>
        <p>{formatPhone(customer.phone)}</p>
      </section>
      <table className="mt-6 w-full border-collapse">
        <thead>
          <tr>
            <th className={cell}>{t('customers.date')}</th>
            <th className={cell}>{t('customers.type')}</th>
            <th className={cell}>{t('customers.note')}</th>
            <th className={num}>{t('customers.creditGiven2')}</th>
            <th className={num}>{t('customers.payment')}</th>
            <th className={num}>{t('customers.balance2')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={cell} colSpan={5}>
              {t('customers.openingBalance', { businessDate: formatBusinessDate(statement.from) })}
            </td>
            <td className={num}>{money(statement.openingBalanceCents)}</td>
          </tr>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(entry.createdAt, store.timezone)}</td>
              <td className={cell}>{entryTypeLabel(entry.transactionType)}</td>
              <td className={cell}>{entry.notes ?? ''}</td>
              <td className={num}>{entry.transactionType === 'credit_given' ? formatCents(entry.amountCents) : ''}</td>
              <td className={num}>{entry.transactionType === 'credit_paid' ? formatCents(entry.amountCents) : ''}</td>
              <td className={num}>{money(entry.balanceAfterCents)}</td>
            </tr>
          ))}
          {entries.length === 0 ? (
            <tr>
              <td className={cell} colSpan={6}>
                {t('customers.noTransactionsInThisPeriod')}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <td className={cell} colSpan={3}>
              {t('customers.totals')}
            </td>
            <td className={num}>{formatCents(statement.totalGivenCents)}</td>
            <td className={num}>{formatCents(statement.totalPaidCents)}</td>
            <td className={num} />
          </tr>
          <tr>
            <td className={cell} colSpan={5}>
              {t('customers.closingBalance', { businessDate: formatBusinessDate(statement.to) })}
            </td>
            <td className={num}>{money(statement.closingBalanceCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 text-xs">{t('customers.printedThankYouForYour', { dateTime: formatDateTime(new Date(), store.timezone) })}</p>
    </article>
  );
}

import type { ReactNode } from 'react';
import type { LedgerEntry } from '#shared/credit/credit.schemas';
import { syncedLater } from '#shared/offline/occurred-at';
import { formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { errorMessage } from '#client/lib/error-messages';
import { useLedger } from '../api/list-ledger';
import { entryTypeLabel, formatDateTime, signedEntryAmount } from '../ledger-format';
import { refusalText, useOwnQueue, waitingForCustomer, type LedgerQueueEntry } from '#client/features/offline';
import { offlineTexts } from '#client/texts/offline';
import { Badge } from '#client/components/ui/badge';
import { t, useT } from '#client/i18n';

type LedgerHistoryCardProps = { customerId: string; timeZone?: string; action?: ReactNode };

const amountClass = (entry: LedgerEntry) => (entry.transactionType === 'credit_given' ? 'text-red-700' : 'text-brand-700');
const balanceText = (cents: number) => (cents < 0 ? t('customers.cardStoreCredit', { amount: formatCents(-cents) }) : formatCents(cents));

/** Every ledger entry, newest first, with who recorded it and the balance after it (DESIGN.md §1). */
export function LedgerHistoryCard({ customerId, timeZone, action }: LedgerHistoryCardProps) {
  const t = useT();
  const ledger = useLedger(customerId);
  const entries = ledger.data?.pages.flatMap((page) => page.items) ?? [];
  const { entries: queue } = useOwnQueue();
  const waiting = waitingForCustomer(queue, customerId);

  return (
    <Card aria-labelledby="history-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle id="history-title">{t('customers.history')}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="space-y-4">
        {waiting.length > 0 ? <WaitingEntries entries={waiting} timeZone={timeZone} /> : null}
        {ledger.isPending && ledger.fetchStatus === 'paused' ? (
          <p className="py-6 text-center text-sm text-muted">{offlineTexts.notKept.history}</p>
        ) : ledger.isPending ? (
          <div className="space-y-2" role="status" aria-label={t('customers.loadingHistory')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : ledger.isError && entries.length === 0 ? (
          <Alert tone="danger" role="alert" className="space-y-3">
            <p className="font-semibold">{t('customers.failedToLoadHistory')}</p>
            <p>{errorMessage(ledger.error)}</p>
            <Button variant="secondary" onClick={() => void ledger.refetch()} isLoading={ledger.isFetching}>
              {t('customers.retry')}
            </Button>
          </Alert>
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('customers.noTransactionsYet')}</p>
        ) : (
          <>
            <LedgerTable entries={entries} timeZone={timeZone} />
            <LedgerRows entries={entries} timeZone={timeZone} />
            {ledger.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button variant="secondary" onClick={() => void ledger.fetchNextPage()} isLoading={ledger.isFetchingNextPage}>
                  {t('customers.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function LedgerTable({ entries, timeZone }: { entries: LedgerEntry[]; timeZone?: string }) {
  const t = useT();
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
  return (
    <table className="hidden w-full text-sm md:table">
      <caption className="sr-only">{t('customers.creditAndPaymentHistoryNewest')}</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className={th}>{t('customers.date')}</th>
          <th scope="col" className={th}>{t('customers.type')}</th>
          <th scope="col" className={cn(th, 'text-right')}>{t('customers.amount')}</th>
          <th scope="col" className={th}>{t('customers.recordedBy')}</th>
          <th scope="col" className={th}>{t('customers.note')}</th>
          <th scope="col" className={cn(th, 'text-right')}>{t('customers.balance2')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">
              <EntryTimes entry={entry} timeZone={timeZone} />
            </td>
            <td className="px-3 py-2.5">{entryTypeLabel(entry.transactionType)}</td>
            <td className={cn('whitespace-nowrap px-3 py-2.5 text-right font-medium tabular-nums', amountClass(entry))}>
              {signedEntryAmount(entry)}
            </td>
            <td className="px-3 py-2.5">{entry.createdByName ?? '—'}</td>
            <td className="max-w-56 truncate px-3 py-2.5 text-muted" title={entry.notes ?? undefined}>
              {entry.notes ?? ''}
            </td>
            <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">{balanceText(entry.balanceAfterCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LedgerRows({ entries, timeZone }: { entries: LedgerEntry[]; timeZone?: string }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line md:hidden" aria-label={t('customers.creditAndPaymentHistoryNewest')}>
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1 py-3">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium text-ink">{entryTypeLabel(entry.transactionType)}</span>
            <span className={cn('font-semibold tabular-nums', amountClass(entry))}>{signedEntryAmount(entry)}</span>
          </div>
          <div className="flex items-baseline justify-between gap-2 text-xs text-muted">
            <span className="tabular-nums">
              <EntryTimes entry={entry} timeZone={timeZone} />
            </span>
            <span className="tabular-nums">{t('customers.balance3', { balanceText: balanceText(entry.balanceAfterCents) })}</span>
          </div>
          {entry.createdByName ? <p className="text-xs text-muted">{t('customers.by', { createdByName: entry.createdByName })}</p> : null}
          {entry.notes ? <p className="break-words text-sm text-ink">{entry.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The tap, and for an entry that reached the server later (kept on a device offline) also when it did (decision 051). */
function EntryTimes({ entry, timeZone }: { entry: LedgerEntry; timeZone?: string }) {
  if (!entry.occurredAt) return <>{formatDateTime(entry.createdAt, timeZone)}</>;
  if (!syncedLater(entry.occurredAt, entry.createdAt)) return <>{formatDateTime(entry.occurredAt, timeZone)}</>;
  return (
    <>
      {formatDateTime(entry.occurredAt, timeZone)}
      <span className="block text-xs text-muted">{offlineTexts.syncedAt(formatDateTime(entry.createdAt, timeZone))}</span>
    </>
  );
}

/** This customer's entries kept on this device: not in the ledger yet, marked as waiting (or refused). */
function WaitingEntries({ entries, timeZone }: { entries: LedgerQueueEntry[]; timeZone?: string }) {
  return (
    <ul className="divide-y divide-yellow-200 rounded-md border border-yellow-300 bg-yellow-50/60" aria-label={offlineTexts.entriesNotSyncedYet} data-testid="ledger-waiting">
      {[...entries].reverse().map((entry) => {
        const type = entry.kind === 'credit' ? 'credit_given' : 'credit_paid';
        return (
          <li key={entry.seq} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <span className="flex items-center gap-2">
              <Badge tone={entry.state === 'attention' ? 'red' : 'yellow'}>{entry.state === 'attention' ? offlineTexts.ledgerAttention : offlineTexts.ledgerWaiting}</Badge>
              <span className="font-medium text-ink">{entryTypeLabel(type)}</span>
            </span>
            <span className={cn('font-semibold tabular-nums', type === 'credit_given' ? 'text-red-700' : 'text-brand-700', entry.state === 'attention' && 'line-through')}>
              {signedEntryAmount({ transactionType: type, amountCents: entry.body.amountCents })}
            </span>
            <span className="w-full text-xs text-muted">
              {offlineTexts.whenBy(formatDateTime(entry.occurredAt, timeZone), entry.actorName)}
              {entry.state === 'attention' ? ` · ${refusalText(entry)}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

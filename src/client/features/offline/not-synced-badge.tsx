import { useState } from 'react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { formatBusinessDate } from '#shared/dates';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useSession } from '#client/lib/auth/session';
import { useIsOnline } from '#client/lib/online-status';
import { messageWithParams } from '#client/lib/error-messages';
import { cn } from '#client/lib/cn';
import { offlineTexts } from '#client/texts/offline';
import { amountThatFits } from './pending';
import { ownerOf, removeEntry, replaceEntry, updateEntry, type QueueEntry } from '#client/lib/offline-queue/queue-db';
import { announceQueueChange, useQueueEntries } from './queue-events';
import { newEntryKey } from './entry-key';
import { requestSync } from './sync-runner';

/** The signed-in person's queue (null while nobody with a store is signed in). */
export function useOwnQueue(): { owner: string | null; entries: QueueEntry[] } {
  const { data: session } = useSession();
  const owner = ownerOf(session);
  return { owner, entries: useQueueEntries(owner) ?? [] };
}

/** What an entry is, in one line. */
export function describeEntry(entry: QueueEntry): string {
  switch (entry.kind) {
    case 'credit':
      return offlineTexts.what.credit(entry.body.amountCents, entry.customerName);
    case 'payment':
      return offlineTexts.what.payment(entry.body.amountCents, entry.customerName);
    case 'customer':
      return offlineTexts.what.customer(entry.body.name);
    case 'cash-log':
      return offlineTexts.what.cashLog(formatBusinessDate(entry.date));
  }
}

/** The reason of a refusal in the spec's words (the server's code, texts/errors.ts). */
export function refusalText(entry: QueueEntry): string {
  const code = entry.refusal?.code ?? 'INTERNAL';
  return offlineTexts.reasons[code] ?? messageWithParams(code, entry.refusal?.params);
}

/**
 * 'Not synced (N)' in the header (both layouts): opens the list of waiting entries — what, for
 * whom, when, by whom — and 'Needs attention' with the server's reason and the choices that fit.
 * Hidden when nothing is waiting and nothing needs attention.
 */
export function NotSyncedBadge() {
  const { entries } = useOwnQueue();
  const [open, setOpen] = useState(false);
  const waiting = entries.filter((entry) => entry.state !== 'attention');
  const attention = entries.filter((entry) => entry.state === 'attention');
  if (entries.length === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="not-synced-badge"
        className={cn(
          'ml-auto inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
          attention.length > 0 ? 'bg-red-50 text-red-800 ring-red-600/30' : 'bg-yellow-50 text-yellow-900 ring-yellow-600/30',
        )}
      >
        {attention.length > 0 ? <TriangleAlert aria-hidden="true" className="size-3.5" /> : <CloudOff aria-hidden="true" className="size-3.5" />}
        <span>{waiting.length > 0 || attention.length === 0 ? offlineTexts.badge(waiting.length) : offlineTexts.attentionBadge(attention.length)}</span>
        {waiting.length > 0 && attention.length > 0 ? <span className="sr-only">, {offlineTexts.attentionBadge(attention.length)}</span> : null}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={offlineTexts.listTitle} description={offlineTexts.listDescription}>
        <QueueList waiting={waiting} attention={attention} entries={entries} />
      </Dialog>
    </>
  );
}

function QueueList({ waiting, attention, entries }: { waiting: QueueEntry[]; attention: QueueEntry[]; entries: QueueEntry[] }) {
  const isOnline = useIsOnline();
  if (entries.length === 0) return <p className="text-sm text-muted">{offlineTexts.nothingWaiting}</p>;
  return (
    <div className="space-y-5">
      {attention.length > 0 ? (
        <section aria-labelledby="queue-attention" className="space-y-2">
          <h3 id="queue-attention" className="text-sm font-semibold text-red-800">
            {offlineTexts.attentionHeading(attention.length)}
          </h3>
          <ul className="space-y-2" data-testid="queue-attention">
            {attention.map((entry) => (
              <AttentionItem key={entry.seq} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <section aria-labelledby="queue-waiting" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="queue-waiting" className="text-sm font-semibold text-ink">
              {offlineTexts.waitingHeading(waiting.length)}
            </h3>
            <Button size="sm" variant="secondary" disabled={!isOnline} onClick={() => requestSync('button')}>
              {offlineTexts.syncNow}
            </Button>
          </div>
          <ul className="space-y-2" data-testid="queue-waiting">
            {waiting.map((entry) => (
              <li key={entry.seq} className="rounded-md border border-line p-3 text-sm">
                <p className="font-medium text-ink">{describeEntry(entry)}</p>
                <p className="text-muted">{offlineTexts.byWhom(entry.actorName, entry.occurredAt)}</p>
                <p className="text-xs text-yellow-900">
                  {entry.state === 'sending'
                    ? offlineTexts.sending
                    : (entry.kind === 'credit' || entry.kind === 'payment') && !entry.customerId
                      ? offlineTexts.waitsForCustomer(entry.customerName)
                      : offlineTexts.waiting}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A refused entry: the server's reason and what the person may do about it. */
function AttentionItem({ entry }: { entry: QueueEntry }) {
  const [confirming, setConfirming] = useState(false);
  const code = entry.refusal?.code ?? '';
  const seq = entry.seq!;
  const change = async (work: () => Promise<unknown>) => {
    await work();
    announceQueueChange();
    requestSync('choice');
  };
  const retry = () => change(() => updateEntry(seq, (e) => ({ ...e, state: 'waiting', refusal: undefined })));
  const discard = () => change(() => removeEntry(seq));
  const fits = entry.kind === 'credit' && code === 'CREDIT_LIMIT_EXCEEDED' ? amountThatFits(entry.refusal?.params ?? {}) : null;
  const owed = entry.kind === 'payment' && code === 'PAYMENT_EXCEEDS_BALANCE' ? (entry.refusal?.params.owedCents ?? 0) : 0;
  // Another amount is another request: a new key, the same tap, the same place in the order.
  const recordInstead = (amountCents: number) =>
    change(() => replaceEntry(seq, { ...entry, key: newEntryKey(), body: { ...entry.body, amountCents }, state: 'waiting', refusal: undefined } as QueueEntry));
  const overwrite = () =>
    entry.kind === 'cash-log'
      ? change(() => replaceEntry(seq, { ...entry, key: newEntryKey(), body: { ...entry.body, baseUpdatedAt: undefined }, state: 'waiting', refusal: undefined }))
      : Promise.resolve();
  const canRetry = !['ENTRY_TOO_OLD', 'ENTRY_IN_FUTURE', 'VALIDATION_FAILED', 'IDEMPOTENCY_KEY_REUSED', 'CUSTOMER_NOT_ADDED', 'NOT_FOUND', 'DAILY_LOG_CHANGED', 'UNAUTHENTICATED'].includes(code);

  return (
    <li className="space-y-2 rounded-md border border-red-200 bg-red-50/50 p-3 text-sm">
      <div>
        <p className="font-medium text-ink">{describeEntry(entry)}</p>
        <p className="text-muted">{offlineTexts.byWhom(entry.actorName, entry.occurredAt)}</p>
      </div>
      <p className="font-medium text-red-800" data-testid="refusal-reason">
        {refusalText(entry)}
      </p>
      {code === 'ENTRY_TOO_OLD' ? <p className="text-xs text-muted">{offlineTexts.tooOld}</p> : null}
      {confirming ? (
        <div className="space-y-2">
          <p>{offlineTexts.choices.confirmDiscard}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={() => void discard()}>
              {offlineTexts.choices.discard}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {offlineTexts.choices.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {fits ? (
            <Button size="sm" onClick={() => void recordInstead(fits)}>
              {offlineTexts.choices.smaller(fits)}
            </Button>
          ) : null}
          {owed > 0 ? (
            <Button size="sm" onClick={() => void recordInstead(owed)}>
              {offlineTexts.choices.smaller(owed)}
            </Button>
          ) : null}
          {code === 'DAILY_LOG_CHANGED' ? (
            <Button size="sm" onClick={() => void overwrite()}>
              {offlineTexts.choices.overwrite}
            </Button>
          ) : null}
          {code === 'UNAUTHENTICATED' ? <Badge tone="yellow">{offlineTexts.choices.signInRetry}</Badge> : null}
          {canRetry ? (
            <Button size="sm" variant="secondary" onClick={() => void retry()}>
              {offlineTexts.choices.retry}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {offlineTexts.choices.discard}
          </Button>
        </div>
      )}
    </li>
  );
}

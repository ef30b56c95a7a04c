import { chequeAmountText } from '#client/texts/billing';
import type { SubscriptionInfo } from '../api/billing';

/** Pay by cheque (spec part 1 §9): amount, payee, mailing address, memo with the owner's email, 5-7 business days. */
export function ChequeInstructions({ cheque }: { cheque: SubscriptionInfo['cheque'] }) {
  return (
    <section aria-labelledby="cheque-title" className="rounded-lg border border-line bg-slate-50 p-4 text-sm text-ink">
      <h3 id="cheque-title" className="mb-2 font-semibold">
        Pay by cheque
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Amount</dt>
        <dd data-testid="cheque-amount">{chequeAmountText(cheque.amountCents)}</dd>
        <dt className="text-muted">Payable to</dt>
        <dd>{cheque.payee}</dd>
        <dt className="text-muted">Mail to</dt>
        <dd className="whitespace-pre-line">{cheque.mailingAddress}</dd>
        <dt className="text-muted">Memo</dt>
        <dd className="break-all">{cheque.memo}</dd>
        {cheque.contact ? (
          <>
            <dt className="text-muted">Questions</dt>
            <dd className="break-all" data-testid="cheque-contact">{cheque.contact}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-muted">
        The memo must include your email address. Allow 5-7 business days; your subscription is activated when the cheque is received.
      </p>
    </section>
  );
}

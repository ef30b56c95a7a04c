import { chequeAmountText } from '#client/texts/billing';
import type { SubscriptionInfo } from '../api/billing';
import { useT } from '#client/i18n';

/** Pay by cheque (spec part 1 §9): amount, payee, mailing address, memo with the owner's email, 5-7 business days. */
export function ChequeInstructions({ cheque }: { cheque: SubscriptionInfo['cheque'] }) {
  const t = useT();
  return (
    <section aria-labelledby="cheque-title" className="rounded-lg border border-line bg-slate-50 p-4 text-sm text-ink">
      <h3 id="cheque-title" className="mb-2 font-semibold">
        {t('billing.payByCheque')}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('billing.amount')}</dt>
        <dd data-testid="cheque-amount">{chequeAmountText(cheque.amountCents)}</dd>
        <dt className="text-muted">{t('billing.payableTo')}</dt>
        <dd>{cheque.payee}</dd>
        <dt className="text-muted">{t('billing.mailTo')}</dt>
        <dd className="whitespace-pre-line">{cheque.mailingAddress}</dd>
        <dt className="text-muted">{t('billing.memo')}</dt>
        <dd className="break-all">{cheque.memo}</dd>
        {cheque.contact ? (
          <>
            <dt className="text-muted">{t('billing.questions')}</dt>
            <dd className="break-all" data-testid="cheque-contact">{cheque.contact}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-muted">
        {t('billing.theMemoMustIncludeYour')}
      </p>
    </section>
  );
}

import { X } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import type { CheckoutNotice } from '#client/texts/billing';
import { useT } from '#client/i18n';

/** The result of coming back from Checkout without a new subscription, until the owner closes it. */
export function CheckoutReturnNotice({ notice, onClose }: { notice: CheckoutNotice; onClose: () => void }) {
  const t = useT();
  return (
    <Alert tone={notice.tone} role="status" className="flex items-start gap-3" data-testid="checkout-return-notice">
      <div className="flex-1 space-y-1">
        <p className="font-semibold">{notice.title}</p>
        <p>{notice.body}</p>
      </div>
      <button type="button" onClick={onClose} className="-m-2 rounded p-2 hover:bg-black/5" aria-label={t('billing.closeMessage')}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </Alert>
  );
}

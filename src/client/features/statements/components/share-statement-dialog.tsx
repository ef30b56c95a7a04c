import { useState } from 'react';
import { Copy, MessageCircle, MessageSquare } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_STATEMENT_LINK_DAYS, statementLinkDays, type CreatedStatementLink } from '#shared/statements/statement-link.schemas';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { SelectField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/error-messages';
import { useCreateStatementLink } from '../api/create-statement-link';
import { receiptMessage, statementMessage, statementTexts as t } from '#client/texts/statements';
import type { Receipt } from '../share-message';
import { smsLink, whatsappLink } from '#shared/phone/phone';
import { useCustomerLanguage } from '#client/lib/customer-texts';
import { useTextsIn } from '#client/i18n';
import { formatDateLong } from '#shared/dates';
import { localeOf, type Language } from '#shared/i18n/languages';

export type ShareCustomer = { id: string; name: string; phone: string; creditBalanceCents: number; language?: Language | null };

type Props = { customer: ShareCustomer; storeName: string; open: boolean; onOpenChange: (open: boolean) => void; receipt?: Receipt | null };

/**
 * 'Share statement' (and 'Send receipt'): make a link to the customer's read-only statement, then
 * send it by WhatsApp, SMS or copy it. The link is made only when asked (each makes a new token).
 */
export function ShareStatementDialog({ customer, storeName, open, onOpenChange, receipt }: Props) {
  const [days, setDays] = useState<number>(DEFAULT_STATEMENT_LINK_DAYS);
  const [made, setMade] = useState<CreatedStatementLink | null>(null);
  const create = useCreateStatementLink(customer.id);
  const customerLanguage = useCustomerLanguage(customer.language);
  const customerTexts = useTextsIn(customerLanguage);
  const close = (next: boolean) => {
    if (!next) {
      setMade(null);
      create.reset();
    }
    onOpenChange(next);
  };
  const message = made
    ? receipt
      ? receiptMessage({ ...receipt, date: receipt.at ? formatDateLong(receipt.at, undefined, localeOf(customerLanguage)) : receipt.date }, storeName, made.url, customerTexts)
      : statementMessage({ customerName: customer.name, storeName, balanceCents: customer.creditBalanceCents, url: made.url }, customerTexts)
    : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  // Links from the stored E.164 number only (#shared/phone); a number kept as typed gets none.
  const whatsApp = whatsappLink(customer.phone, message);
  const sms = smsLink(customer.phone, message);
  return (
    <Dialog open={open} onOpenChange={close} title={receipt ? t.sendReceipt : t.share} description={t.dialogDescription(customer.name)}>
      {made ? (
        <div className="space-y-3">
          <p className="break-words rounded-md bg-slate-50 p-2 text-sm" data-testid="statement-message">{message}</p>
          <div className="flex flex-wrap gap-2">
            {whatsApp && (
              <a className={buttonClasses({ variant: 'secondary' })} href={whatsApp} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" className="size-4 text-green-700" /> {t.whatsApp}
              </a>
            )}
            {sms && (
              <a className={buttonClasses({ variant: 'secondary' })} href={sms}>
                <MessageSquare aria-hidden="true" className="size-4 text-blue-700" /> {t.sms}
              </a>
            )}
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" /> {t.copy}
            </Button>
          </div>
          <p className="break-words text-sm text-muted">
            {t.linkLabel} <a href={made.url} target="_blank" rel="noopener noreferrer" data-testid="statement-url">{made.url}</a>
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          <SelectField id="statement-link-days" label={t.expiryLabel} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {statementLinkDays.map((d) => (
              <option key={d} value={d}>{t.expiryOption(d)}</option>
            ))}
          </SelectField>
          {create.isError ? <Alert tone="danger" role="alert">{errorMessage(create.error)}</Alert> : null}
          <Button isLoading={create.isPending} onClick={() => create.mutate({ expiresInDays: days as 7 | 30 | 90 }, { onSuccess: setMade })}>
            {t.createLink}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

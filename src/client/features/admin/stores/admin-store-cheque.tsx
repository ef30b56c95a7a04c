import { useState, type FormEvent } from 'react';
import { todayInZone } from '#shared/dates';
import { parseDollarsToCents } from '#shared/money';
import { isChequeAmountAccepted } from '#shared/subscription/pricing';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { chequeFormTexts } from '#client/texts/billing';
import { useT } from '#client/i18n';

type Cheque = { amountCents: number; chequeNumber: string; receivedOn: string };

/** Why the typed amount cannot be recorded, or null (the server checks the same rule: decision 047). */
function amountError(cents: number | null): string | null {
  if (cents === null || cents <= 0) return chequeFormTexts.invalidAmount();
  return isChequeAmountAccepted(cents) ? null : chequeFormTexts.belowPlanPrice();
}

type ChequeFormProps = { timeZone: string; disabled: boolean; onRecord: (cheque: Cheque, done: () => void) => void };

/** Record a cheque payment: amount (dollars), cheque number, date received (defaults: one month of the plan, today in the store's zone). */
export function AdminStoreCheque({ timeZone, disabled, onRecord }: ChequeFormProps) {
  const t = useT();
  const [amount, setAmount] = useState(chequeFormTexts.defaultAmount);
  const [chequeNumber, setChequeNumber] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => todayInZone(timeZone));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseDollarsToCents(amount);
    const problem = amountError(amountCents);
    setError(problem);
    if (problem || amountCents === null) return;
    onRecord({ amountCents, chequeNumber: chequeNumber.trim(), receivedOn }, () => setChequeNumber(''));
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-4 sm:items-end" aria-label={t('admin.recordChequePayment')}>
      <div>
        <Label htmlFor="cheque-amount">{t('admin.amount')}</Label>
        <Input
          id="cheque-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cheque-amount-error' : undefined}
          required
        />
      </div>
      <div>
        <Label htmlFor="cheque-number">{t('admin.chequeNumber')}</Label>
        <Input id="cheque-number" value={chequeNumber} onChange={(e) => setChequeNumber(e.target.value)} required />
      </div>
      <div>
        <Label htmlFor="cheque-date">{t('admin.receivedOn')}</Label>
        <Input id="cheque-date" type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} required />
      </div>
      <Button type="submit" variant="secondary" disabled={disabled}>{t('admin.recordChequePayment')}</Button>
      {error ? (
        <p id="cheque-amount-error" className="text-sm text-danger sm:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}

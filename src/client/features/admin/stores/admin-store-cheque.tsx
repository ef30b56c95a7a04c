import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';

type Cheque = { amountCents: number; chequeNumber: string; receivedOn: string };

/** Record a cheque payment: amount (dollars), cheque number, date received (defaults: $29.99, today). */
export function AdminStoreCheque({ disabled, onRecord }: { disabled: boolean; onRecord: (cheque: Cheque, done: () => void) => void }) {
  const [amount, setAmount] = useState('29.99');
  const [chequeNumber, setChequeNumber] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => new Date().toISOString().slice(0, 10));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRecord({ amountCents: Math.round(Number(amount) * 100), chequeNumber: chequeNumber.trim(), receivedOn }, () => setChequeNumber(''));
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-4 sm:items-end" aria-label="Record Cheque Payment">
      <div>
        <Label htmlFor="cheque-amount">Amount ($)</Label>
        <Input id="cheque-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </div>
      <div>
        <Label htmlFor="cheque-number">Cheque number</Label>
        <Input id="cheque-number" value={chequeNumber} onChange={(e) => setChequeNumber(e.target.value)} required />
      </div>
      <div>
        <Label htmlFor="cheque-date">Received on</Label>
        <Input id="cheque-date" type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} required />
      </div>
      <Button type="submit" variant="secondary" disabled={disabled}>Record Cheque Payment</Button>
    </form>
  );
}

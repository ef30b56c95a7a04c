import type { ReactNode } from 'react';
import { TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { useT } from '#client/i18n';

type LedgerAmountFieldsProps = {
  idPrefix: string;
  amountLabel: string;
  amount: string;
  onAmountChange: (value: string) => void;
  amountError?: string;
  notes: string;
  onNotesChange: (value: string) => void;
  /** Extra content under the amount box (for example 'Paid in full'). */
  amountAction?: ReactNode;
  disabled?: boolean;
};

/** The amount box (dollars, parsed to cents on submit) and the optional note of a ledger entry. */
export function LedgerAmountFields(props: LedgerAmountFieldsProps) {
  const t = useT();
  const { idPrefix, amountLabel, amount, onAmountChange, amountError, notes, onNotesChange, amountAction, disabled } = props;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <TextField
          id={`${idPrefix}-amountCents`}
          label={amountLabel}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => onAmountChange(event.target.value)}
          error={amountError}
          disabled={disabled}
        />
        {amountAction}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-notes`}>{t('customers.noteOptional')}</Label>
        <Textarea
          id={`${idPrefix}-notes`}
          value={notes}
          maxLength={500}
          rows={2}
          onChange={(event) => onNotesChange(event.target.value)}
          disabled={disabled}
        />
      </div>
    </div>
  );
}

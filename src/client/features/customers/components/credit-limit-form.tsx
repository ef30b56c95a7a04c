import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { centsToInput, formatCents, parseDollarsToCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { describeFormError, errorMessage, fieldMessage } from '#client/lib/error-messages';
import { useUpdateCreditLimit } from '../api/update-credit-limit';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';

/** Owner: the credit limit in dollars; Update is disabled when empty or negative (spec part 1 §5). */
export function CreditLimitForm({ customer }: { customer: Customer }) {
  const t = useT();
  const [value, setValue] = useState(centsToInput(customer.creditLimitCents));
  const [error, setError] = useState<string>();
  const update = useUpdateCreditLimit(customer.id);
  const access = useWriteAccess();
  const cents = parseDollarsToCents(value);
  const isNegative = cents !== null && cents < 0;
  const isEmpty = value.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isNegative) {
      toast.error(t('customers.invalidCreditLimit'), { description: t('customers.creditLimitCannotBeNegative') });
      return;
    }
    if (cents === null) return setError(fieldMessage('creditLimit', 'creditLimitCents', 'invalid_amount'));
    setError(undefined);
    update.mutate(
      { creditLimitCents: cents },
      {
        onSuccess: (updated) => {
          setValue(centsToInput(updated.creditLimitCents));
          toast.success(t('customers.creditLimitUpdated'), { description: t('customers.newCreditLimit', { amount: formatCents(updated.creditLimitCents) }) });
        },
        onError: (failure) => {
          const described = describeFormError('creditLimit', failure, t('customers.failedToUpdateCreditLimit'));
          if (described.fields.creditLimitCents) setError(described.fields.creditLimitCents);
          toast.error(t('customers.failedToUpdateCreditLimit'), { description: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex items-start gap-2">
      <TextField
        id="credit-limit"
        className="min-w-0 flex-1"
        label={t('customers.creditLimit2')}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        value={value}
        error={error}
        hint={t('customers.currently', { amount: formatCents(customer.creditLimitCents) })}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="mt-7" isLoading={update.isPending} disabled={isEmpty || isNegative || !access.canWrite} title={access.reason ?? undefined}>
        {t('customers.update')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/input';
import { SwitchField } from '#client/components/ui/switch';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/error-messages';
import { useUpdateRedFlag } from '../api/update-red-flag';
import { CreditLimitForm } from './credit-limit-form';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';

/** Owner only: the private red flag with its reason, and the credit limit (spec part 1 §2, §4, §5). */
export function RedFlagCard({ customer }: { customer: Customer }) {
  const t = useT();
  const update = useUpdateRedFlag(customer.id);
  const access = useWriteAccess();
  const saved = customer.redFlagNotes ?? '';
  const [reason, setReason] = useState(saved);
  const [seen, setSeen] = useState(saved);
  const [status, setStatus] = useState('');
  if (seen !== saved) {
    // The server's reason changed (saved here, or red flag turned off): show it.
    setSeen(saved);
    setReason(saved);
  }

  const toggle = (internalRedFlag: boolean) =>
    update.mutate(
      { internalRedFlag, redFlagNotes: internalRedFlag ? reason.trim() || null : null },
      {
        onSuccess: () => {
          setStatus('');
          toast.success(internalRedFlag ? t('customers.redFlagSet') : t('customers.redFlagRemoved'));
        },
        onError: (error) => toast.error(t('customers.failedToUpdateRedFlag'), { description: errorMessage(error) }),
      },
    );

  const saveReason = () => {
    if (!customer.internalRedFlag || reason.trim() === saved.trim()) return;
    setStatus('Saving…');
    update.mutate(
      { internalRedFlag: true, redFlagNotes: reason.trim() || null },
      {
        onSuccess: () => setStatus(t('customers.reasonSaved')),
        onError: (error) => {
          setStatus('');
          toast.error(t('customers.failedToUpdateRedFlag'), { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Card aria-labelledby="red-flag-title" className="border-red-200">
      <CardHeader>
        <CardTitle id="red-flag-title">{t('customers.redFlagManagement')}</CardTitle>
        <CardDescription>{t('customers.onlyStoreOwnersSeeAnd')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <SwitchField
          id="customer-red-flag"
          label={t('customers.redFlag')}
          description={t('customers.aRedFlaggedCustomerCannot')}
          checked={update.isPending && update.variables ? update.variables.internalRedFlag : customer.internalRedFlag}
          disabled={update.isPending || !access.canWrite}
          onCheckedChange={toggle}
        />
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor="red-flag-notes">{t('customers.reason')}</Label>
            <span className="text-xs text-muted" aria-live="polite">
              {status}
            </span>
          </div>
          <Textarea
            id="red-flag-notes"
            value={reason}
            maxLength={1000}
            rows={3}
            readOnly={!access.canWrite}
            placeholder={customer.internalRedFlag ? t('customers.whyIsThisCustomerRed') : t('customers.writeAReasonThenTurn')}
            aria-describedby="red-flag-notes-hint"
            onChange={(event) => {
              setReason(event.target.value);
              setStatus('');
            }}
            onBlur={saveReason}
          />
          <p id="red-flag-notes-hint" className="text-xs text-muted">
            {t('customers.savedWhenYouLeaveThe')}
          </p>
        </div>
        <CreditLimitForm customer={customer} />
      </CardContent>
    </Card>
  );
}

import { toast } from 'sonner';
import type { Customer, UpdateCustomerStatusInput } from '#shared/customers/customer.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { SwitchField } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/error-messages';
import { useUpdateCustomerStatus } from '../api/update-customer-status';
import { useWriteAccess } from '#client/app/write-access';
import { t, useT } from '#client/i18n';

type Texts = { on: string; off: string; failed: string };

const blockTexts: Texts = { get on() {
    return t('customers.toastcustomerBlocked');
  }, get off() {
    return t('customers.toastcustomerUnblocked');
  }, get failed() {
    return t('customers.toastfailedToUpdateCustomerStatus');
  } };
const verifiedTexts: Texts = {
  get on() {
    return t('customers.toastcustomerVerified');
  },
  get off() {
    return t('customers.toastverificationRemoved');
  },
  get failed() {
    return t('customers.toastfailedToUpdateCustomerVerification');
  },
};
const loyalTexts: Texts = { get on() {
    return t('customers.toastcustomerMarkedAsLoyal');
  }, get off() {
    return t('customers.toastloyalStatusRemoved');
  }, get failed() {
    return t('customers.toastfailedToUpdateCustomerLoyal');
  } };

/** Staff switches: Block, then Verified and Loyal (disabled while blocked; spec part 1 §4). */
export function StatusManagementCards({ customer }: { customer: Customer }) {
  const t = useT();
  const update = useUpdateCustomerStatus(customer.id);
  const access = useWriteAccess();
  const pending = update.isPending ? update.variables : undefined;

  const change = (input: UpdateCustomerStatusInput, value: boolean, texts: Texts) =>
    update.mutate(input, {
      onSuccess: () => toast.success(value ? texts.on : texts.off),
      onError: (error) => toast.error(texts.failed, { description: errorMessage(error) }),
    });

  /** While a change is on its way the switch shows the new position. */
  const shown = <K extends keyof Customer>(key: K): Customer[K] =>
    pending && key in pending ? ((pending as Record<string, unknown>)[key] as Customer[K]) : customer[key];

  return (
    <>
      <Card aria-labelledby="block-title">
        <CardHeader>
          <CardTitle id="block-title">{t('customers.customerBlockManagement')}</CardTitle>
          <CardDescription>{t('customers.aBlockedCustomerCannotBe')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SwitchField
            id="customer-blocked"
            label={t('customers.blockCustomer')}
            checked={shown('isBlocked')}
            disabled={update.isPending || !access.canWrite}
            onCheckedChange={(isBlocked) => change({ isBlocked }, isBlocked, blockTexts)}
          />
        </CardContent>
      </Card>
      <Card aria-labelledby="status-title">
        <CardHeader>
          <CardTitle id="status-title">{t('customers.customerStatusManagement')}</CardTitle>
          {customer.isBlocked ? <CardDescription>{t('customers.unblockTheCustomerToChange')}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-4">
          <SwitchField
            id="customer-verified"
            label={t('customers.verified')}
            checked={shown('verifiedCustomer')}
            disabled={customer.isBlocked || update.isPending || !access.canWrite}
            onCheckedChange={(verifiedCustomer) => change({ verifiedCustomer }, verifiedCustomer, verifiedTexts)}
          />
          <SwitchField
            id="customer-loyal"
            label={t('customers.loyal')}
            checked={shown('loyalCustomer')}
            disabled={customer.isBlocked || update.isPending || !access.canWrite}
            onCheckedChange={(loyalCustomer) => change({ loyalCustomer }, loyalCustomer, loyalTexts)}
          />
        </CardContent>
      </Card>
    </>
  );
}

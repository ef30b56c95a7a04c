import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { errorMessage } from '#client/lib/error-messages';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';
import { useUpdateCustomerLanguage } from '../api/update-customer-language';
import { CustomerLanguageSelect } from './customer-language-select';

/** On the customer's page: change the language their reminders, receipts and statement are written in. */
export function CustomerLanguageSetting({ customer }: { customer: Customer }) {
  const t = useT();
  const access = useWriteAccess();
  const update = useUpdateCustomerLanguage(customer.id);
  const change = (language: Customer['language']) =>
    update.mutate(
      { language },
      {
        onSuccess: () => toast.success(t('customers.languageSaved')),
        onError: (error) => toast.error(t('customers.languageSaveFailed'), { description: errorMessage(error, t('customers.languageSaveFailed')) }),
      },
    );
  return (
    <CustomerLanguageSelect
      id="customer-language"
      value={customer.language}
      onChange={change}
      disabled={update.isPending || !access.canWrite || customer.archivedAt !== null}
    />
  );
}

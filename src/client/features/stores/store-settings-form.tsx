import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { storeSettingsInputSchema, type Store } from '#shared/stores/store.schemas';
import { TimezoneSelect } from '#client/components/timezone-select';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { SwitchField } from '#client/components/ui/switch';
import { describeFieldErrors, describeFormError, type FormError } from '#client/lib/error-messages';
import { fieldCodesFrom } from '#client/lib/field-codes';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useUpdateCurrentStore } from './api/update-current-store';
import { useWriteAccess } from '#client/app/write-access';
import { statementSettingTexts } from '#client/texts/statements';
import { useT } from '#client/i18n';
import { formatPhone, phoneCountryOf } from '#shared/phone/phone';

const formId = 'store';

/**
 * Store Settings: name required; phone and address optional; time zone (spec part 2 §5); whether
 * employees may share a customer's statement link (decision 050).
 */
export function StoreSettingsForm({ store }: { store: Store }) {
  const t = useT();
  const form = useFormValues({
    name: store.name,
    phone: store.phone ? formatPhone(store.phone, phoneCountryOf(store.timezone)) : '',
    address: store.address ?? '',
    timezone: store.timezone,
  });
  const [employeesShareStatements, setEmployeesShareStatements] = useState(store.employeesShareStatements);
  const update = useUpdateCurrentStore();
  const access = useWriteAccess();

  const showErrors = (described: FormError) => {
    form.setErrors(described.fields);
    focusFirstError(formId, described.fields);
    toast.error(t('stores.error'), { description: described.message });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = storeSettingsInputSchema.safeParse({ ...form.values, employeesShareStatements });
    if (!parsed.success) return showErrors(describeFieldErrors('storeSettings', fieldCodesFrom(parsed.error)));
    form.setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('stores.storeSettingsUpdatedSuccessfully')),
      onError: (error) => showErrors(describeFormError('storeSettings', error, t('stores.failedToUpdateStoreSettings'))),
    });
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField id={`${formId}-name`} label={t('stores.storeName')} required autoComplete="organization" error={form.errors.name} {...form.bind('name')} />
      <TextField id={`${formId}-phone`} label={t('stores.phone')} type="tel" inputMode="tel" autoComplete="tel" error={form.errors.phone} {...form.bind('phone')} />
      <TextField id={`${formId}-address`} label={t('stores.address')} autoComplete="street-address" error={form.errors.address} {...form.bind('address')} />
      <TimezoneSelect
        id={`${formId}-timezone`}
        value={form.values.timezone}
        onChange={(timezone) => form.setValues((values) => ({ ...values, timezone }))}
        error={form.errors.timezone}
      />
      <SwitchField
        id={`${formId}-employeesShareStatements`}
        label={statementSettingTexts.employeesShare}
        description={statementSettingTexts.employeesShareDescription}
        checked={employeesShareStatements}
        onCheckedChange={setEmployeesShareStatements}
        className="border-t border-line pt-4"
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={update.isPending} disabled={!access.canWrite} title={access.reason ?? undefined} className="w-full sm:w-auto">
          {t('stores.save')}
        </Button>
      </div>
    </form>
  );
}

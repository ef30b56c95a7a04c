import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Info } from 'lucide-react';
import { createCustomerInputSchema, type Customer } from '#shared/customers/customer.schemas';
import { customerPath, paths } from '#client/app/paths';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { describeFieldErrors, describeFormError, errorMessage, type FormError } from '#client/lib/error-messages';
import { fieldCodesFrom } from '#client/lib/field-codes';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useCreateCustomer } from './api/create-customer';
import { useUploadCustomerPhoto } from './api/upload-customer-photo';
import { PhotoCapture } from '#client/components/camera/photo-capture';
import { useWriteAccess } from '#client/app/write-access';
import { useSession } from '#client/lib/auth/session';
import { ownerOf } from '#client/features/offline';
import { offlineTexts } from '#client/texts/offline';
import { useIdempotencyKey } from './ledger-idempotency';
import { useT } from '#client/i18n';
import { isLanguage } from '#shared/i18n/languages';
import { CustomerLanguageSelect } from './components/customer-language-select';

const formId = 'new-customer';

/** Add customer (spec part 1 §2, §5): name and phone required; photo uploaded after the customer exists. */
export function NewCustomerForm() {
  const t = useT();
  const FAILED = t('customers.failedToAddCustomer');
  const form = useFormValues({ name: '', phone: '', email: '', address: '', notes: '', language: '' });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const create = useCreateCustomer();
  const access = useWriteAccess();
  const upload = useUploadCustomerPhoto();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const keyFor = useIdempotencyKey();
  const canSubmit = form.values.name.trim() !== '' && form.values.phone.trim() !== '';

  const showErrors = (described: FormError) => {
    form.setErrors(described.fields);
    focusFirstError(formId, described.fields);
    const hasFields = Object.keys(described.fields).length > 0;
    toast.error(FAILED, described.message !== FAILED || hasFields ? { description: described.message } : undefined);
  };

  const savePhoto = async (customer: Customer, image: Blob) => {
    try {
      await upload.mutateAsync({ customerId: customer.id, photo: image });
    } catch (error) {
      // The customer exists; a missing photo can be added later from the detail page.
      console.warn(t('customers.customerPhotoUploadFailed'), error);
      toast.warning(t('customers.photoNotSaved'), { description: errorMessage(error, t('customers.theCustomerWasAddedWithout')) });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || isSaving) return;
    const parsed = createCustomerInputSchema.safeParse({ ...form.values, language: form.values.language || null });
    if (!parsed.success) return showErrors(describeFieldErrors('customer', fieldCodesFrom(parsed.error)));
    form.setErrors({});
    setIsSaving(true);
    try {
      const { occurredAt: _none, ...values } = parsed.data;
      const language = isLanguage(values.language) ? values.language : null;
      const body = { name: values.name, phone: values.phone, email: values.email, address: values.address ?? null, notes: values.notes ?? null, language };
      // The same values sent again (a retry after a lost answer) keep the key and tap: added once.
      const { key, occurredAt } = keyFor(JSON.stringify(body));
      const actorName = session ? `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email : '';
      const result = await create.mutateAsync({ body, idempotencyKey: key, occurredAt, owner: ownerOf(session) ?? '', actorName });
      if (result.kind === 'kept') {
        toast.success(offlineTexts.kept.title, { description: offlineTexts.kept.customer(body.name) });
        // A photo needs the customer on the server: it is added from the detail page once synced.
        if (photo) toast.warning(offlineTexts.photoLater.title, { description: offlineTexts.photoLater.description });
        navigate(paths.dashboard.customers);
        return;
      }
      const customer = result.data;
      if (photo) await savePhoto(customer, photo);
      toast.success(t('customers.customerAdded'), { description: t('customers.customerIdToast', { displayId: customer.displayId }) });
      navigate(customerPath(customer.id));
    } catch (error) {
      showErrors(describeFormError('customer', error, FAILED));
      setIsSaving(false);
    }
  };

  const field = (name: 'name' | 'phone' | 'email' | 'address') => ({ id: `${formId}-${name}`, error: form.errors[name], ...form.bind(name) });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">{t('customers.photo')}</legend>
        <PhotoCapture photo={photo} onPhotoChange={setPhoto} disabled={isSaving} />
      </fieldset>
      <TextField label={t('customers.name')} required autoComplete="off" maxLength={100} {...field('name')} />
      <TextField label={t('customers.phoneNumber')} required type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
      <TextField label={t('customers.email')} type="email" inputMode="email" autoComplete="off" {...field('email')} />
      <TextField label={t('customers.address')} autoComplete="off" {...field('address')} />
      <div className="space-y-1.5">
        <Label htmlFor={`${formId}-notes`}>{t('customers.notes')}</Label>
        <Textarea
          id={`${formId}-notes`}
          name="notes"
          value={form.values.notes}
          maxLength={2000}
          aria-invalid={form.errors.notes ? true : undefined}
          aria-describedby={form.errors.notes ? `${formId}-notes-error` : undefined}
          onChange={(event) => form.setValues((values) => ({ ...values, notes: event.target.value }))}
        />
        {form.errors.notes ? (
          <p id={`${formId}-notes-error`} className="text-sm text-danger">
            {form.errors.notes}
          </p>
        ) : null}
      </div>
      <CustomerLanguageSelect
        id={`${formId}-language`}
        value={isLanguage(form.values.language) ? form.values.language : null}
        onChange={(language) => form.setValues((values) => ({ ...values, language: language ?? '' }))}
        disabled={isSaving}
      />
      <Alert tone="info" className="flex gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{t('customers.an8DigitCustomerId')}</p>
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.dashboard.customers} className={buttonClasses({ variant: 'secondary' })}>
          {t('customers.cancel')}
        </Link>
        <Button type="submit" disabled={!canSubmit || !access.canWrite} title={access.reason ?? undefined} isLoading={isSaving}>
          {t('customers.addCustomer')}
        </Button>
      </div>
    </form>
  );
}

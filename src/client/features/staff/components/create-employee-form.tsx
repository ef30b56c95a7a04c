import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createEmployeeInputSchema, splitEmployeeName } from '#shared/employees/employee.schemas';
import { PhotoCapture } from '#client/components/camera/photo-capture';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { describeFieldErrors, describeFormError } from '#client/lib/error-messages';
import { fieldCodesFrom } from '#client/lib/field-codes';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { usePasswordMinLength } from '#client/lib/public-config';
import { useCreateEmployee } from '../api/create-employee';
import { useUploadEmployeePhoto } from '../api/upload-employee-photo';
import { fieldSentences } from '#client/texts/fields';
import { useT } from '#client/i18n';

const formId = 'create-employee';
const empty = { name: '', email: '', password: '', phone: '' };

/** The server's field names → this form's (the name is one field here). */
const toFormField = (field: string) => (field === 'firstName' || field === 'lastName' ? 'name' : field);

/** Create employee (spec part 2 §2, §5): name, email, password required; phone and photo optional. */
export function CreateEmployeeForm() {
  const t = useT();
  const FAILED = t('staff.failedToCreateEmployee');
  const form = useFormValues(empty);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const create = useCreateEmployee();
  const upload = useUploadEmployeePhoto();
  const { name, email, password } = form.values;
  const passwordMinLength = usePasswordMinLength();
  const canSubmit = name.trim() !== '' && email.trim() !== '' && password !== '';

  const showErrors = (fields: Record<string, string>, message: string) => {
    const mapped = Object.fromEntries(Object.entries(fields).map(([field, text]) => [toFormField(field), text]));
    form.setErrors(mapped);
    focusFirstError(formId, mapped);
    toast.error(t('staff.error'), { description: message });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || isSaving) return;
    const input = { ...splitEmployeeName(name), email, password, phone: form.values.phone || null };
    const parsed = createEmployeeInputSchema.safeParse(input);
    if (!parsed.success) {
      const described = describeFieldErrors('employee', fieldCodesFrom(parsed.error));
      return showErrors(described.fields, described.message);
    }
    form.setErrors({});
    setIsSaving(true);
    try {
      const { userId } = await create.mutateAsync(input);
      if (photo) {
        try {
          await upload.mutateAsync({ employeeId: userId, photo });
        } catch {
          toast.error(t('staff.error'), { description: t('staff.failedToUploadEmployeePhoto') });
        }
      }
      toast.success(t('staff.employeeAccountCreatedSuccessfully'));
      form.setValues(empty);
      setPhoto(null);
      setFormKey((key) => key + 1);
    } catch (error) {
      const described = describeFormError('employee', error, FAILED);
      showErrors(described.fields, described.message);
    } finally {
      setIsSaving(false);
    }
  };

  const field = (key: keyof typeof empty) => ({ id: `${formId}-${key}`, error: form.errors[key], ...form.bind(key) });

  return (
    <form id={formId} key={formKey} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t('staff.fullName')} required autoComplete="off" maxLength={201} {...field('name')} />
      <TextField label={t('staff.email')} required type="email" inputMode="email" autoComplete="off" {...field('email')} />
      <TextField
        label={t('staff.password')}
        required
        type="password"
        autoComplete="new-password"
        minLength={6}
        hint={t('fields.passwordHint', { min: passwordMinLength })}
        {...field('password')}
      />
      <TextField label={t('staff.phone')} type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">{t('staff.photoOptional')}</legend>
        <PhotoCapture photo={photo} onPhotoChange={setPhoto} disabled={isSaving} previewAlt={t('common.selectedEmployeePhoto')} />
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!canSubmit ? <p className="text-sm text-muted">{fieldSentences.requiredFieldsMissing}</p> : null}
        <Button type="submit" disabled={!canSubmit} isLoading={isSaving}>
          {t('staff.createEmployee')}
        </Button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { describeFieldErrors } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useRequestAdminReset } from '../api/request-admin-reset';
import { toasts } from '#client/texts/toasts';
import { useT } from '#client/i18n';

const formId = 'admin-reset';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Forgot your password?' on the admin sign-in: email, 'Send Reset Email', Cancel. */
export function AdminResetForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const t = useT();
  const form = useFormValues({ email: defaultEmail });
  const reset = useRequestAdminReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim().toLowerCase();
    const code = !email ? 'required' : emailPattern.test(email) ? null : 'invalid_email';
    if (code) {
      const described = describeFieldErrors('adminReset', { email: code });
      form.setErrors(described.fields);
      focusFirstError(formId, described.fields);
      toast.error(described.message);
      return;
    }
    reset.mutate(email, {
      onSuccess: () => {
        toast.success(toasts.adminResetSent.title);
        onDone();
      },
      onError: () => toast.error(t('admin.failedToSendResetEmail')),
    });
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted">{t('admin.enterYourAdminEmailAnd')}</p>
      <TextField id={`${formId}-email`} label={t('admin.email')} type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" isLoading={reset.isPending}>
          {t('admin.sendResetEmail')}
        </Button>
      </div>
    </form>
  );
}

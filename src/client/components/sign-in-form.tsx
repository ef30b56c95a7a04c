import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useT } from '#client/i18n';

type SignInValues = { email: string; password: string };

/** The state of an email + password form, and how it shows a failed sign-in (inline texts, focus, toast). */
export function useSignInForm(formId: string, defaultEmail: string, toastTitle: string) {
  const form = useFormValues<SignInValues>({ email: defaultEmail, password: '' });
  const showErrors = (fields: Record<string, string>, message: string) => {
    form.setErrors(fields);
    focusFirstError(formId, fields);
    toast.error(toastTitle, { description: message });
  };
  return { ...form, formId, showErrors };
}

type SignInFormProps = {
  form: ReturnType<typeof useSignInForm>;
  isPending: boolean;
  onSubmit: (event: FormEvent) => void;
  onForgotPassword: (email: string) => void;
};

/** The email + password form and the 'Forgot your password?' link of both sign-in screens (store and admin). */
export function SignInForm({ form, isPending, onSubmit, onForgotPassword }: SignInFormProps) {
  const t = useT();
  const { formId } = form;
  return (
    <>
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField id={`${formId}-email`} label={t('common.email')} type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
        <TextField
          id={`${formId}-password`}
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password}
          {...form.bind('password')}
        />
        <Button type="submit" className="w-full" isLoading={isPending}>
          {t('common.signIn')}
        </Button>
      </form>
      <div className="text-center">
        <Button variant="link" onClick={() => onForgotPassword(form.values.email)}>
          {t('common.forgotYourPassword')}
        </Button>
      </div>
    </>
  );
}

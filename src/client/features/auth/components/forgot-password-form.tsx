import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { describeFieldErrors, describeFormError } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useRequestResetLink } from '../api/request-reset-link';
import { checkEmail } from '../validation';
import { useT } from '#client/i18n';

const formId = 'forgot';

/** The Login tab's forgot-password mode: email, 'Send Reset Link', 'Back to Login'. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: (email: string) => void }) {
  const t = useT();
  const form = useFormValues({ email: defaultEmail });
  const requestLink = useRequestResetLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmail(form.values.email);
    if (!checked.ok) {
      const described = describeFieldErrors('forgotPassword', checked.fields);
      form.setErrors(described.fields);
      focusFirstError(formId, described.fields);
      toast.error(t('auth.resetPasswordError'), { description: described.message });
      return;
    }
    requestLink.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('auth.passwordResetSent'), { description: t('auth.checkYourEmailForThe') });
        onBack(checked.data);
      },
      onError: (error) => {
        const described = describeFormError('forgotPassword', error);
        form.setErrors(described.fields);
        toast.error(t('auth.resetPasswordError'), { description: described.message });
      },
    });
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('auth.forgotYourPassword')}</h2>
        <p className="text-sm text-muted">{t('auth.enterYourEmailAndWe')}</p>
      </div>
      <TextField id={`${formId}-email`} label={t('auth.email')} type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
      <Button type="submit" className="w-full" isLoading={requestLink.isPending}>
        {t('auth.sendResetLink')}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={() => onBack(form.values.email)}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    </form>
  );
}

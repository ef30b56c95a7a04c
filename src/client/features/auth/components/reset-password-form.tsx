import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_FORM_MIN_LENGTH } from '#shared/auth/password';
import { usePasswordMinLength } from '#client/lib/public-config';
import { paths } from '#client/app/paths';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { describeFieldErrors, describeFormError } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useResetPassword } from '../api/reset-password';
import { checkNewPassword } from '../validation';
import { useT } from '#client/i18n';

const formId = 'reset';

/** Recovery mode: 'Reset your password' with New Password and Confirm Password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const passwordMinLength = usePasswordMinLength();
  const form = useFormValues({ newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();
  const { newPassword, confirmPassword } = form.values;
  const mismatch = confirmPassword.length > 0 && newPassword !== confirmPassword;
  const canSubmit = newPassword.length > 0 && newPassword === confirmPassword;

  const fail = (fields: Record<string, string>, message: string) => {
    form.setErrors(fields);
    focusFirstError(formId, fields);
    toast.error(t('auth.updatePasswordError'), { description: message });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewPassword(newPassword, confirmPassword);
    if (!checked.ok) {
      const described = describeFieldErrors('resetPassword', checked.fields);
      return fail(described.fields, described.message);
    }
    reset.mutate(
      { token, newPassword: checked.data },
      {
        onSuccess: () => {
          toast.success(t('auth.passwordUpdated'), { description: t('auth.yourPasswordHasBeenUpdated') });
          window.setTimeout(() => window.location.assign(paths.home), 1200);
        },
        onError: (error) => {
          const described = describeFormError('resetPassword', error);
          const { token: tokenError, ...fields } = described.fields;
          fail(fields, tokenError ?? described.message);
        },
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold">{t('auth.resetYourPassword')}</h1>
        <p className="text-sm text-muted">{t('auth.chooseANewPasswordFor')}</p>
      </div>
      <TextField
        id={`${formId}-newPassword`}
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_FORM_MIN_LENGTH}
        hint={t('fields.passwordHint', { min: passwordMinLength })}
        error={form.errors.newPassword}
        {...form.bind('newPassword')}
      />
      <TextField
        id={`${formId}-confirmPassword`}
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_FORM_MIN_LENGTH}
        error={mismatch ? t('auth.passwordsDonTMatch') : form.errors.confirmPassword}
        {...form.bind('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={!canSubmit || reset.isSuccess} isLoading={reset.isPending}>
        {t('auth.updatePassword')}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.auth} className="font-medium text-brand-700 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </form>
  );
}

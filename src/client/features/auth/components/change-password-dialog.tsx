import { type FormEvent } from 'react';
import { toast } from 'sonner';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '#shared/auth/password';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { TextField } from '#client/components/ui/form-field';
import { describeFieldErrors, describeFormError } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useChangePassword } from '../api/change-password';
import { usePasswordMinLength } from '#client/lib/public-config';
import { useT } from '#client/i18n';

const formId = 'change-password';
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (any signed-in user; employees change the password the owner set). */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const form = useFormValues(empty);
  const change = useChangePassword();
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const isMatching = newPassword !== '' && newPassword === confirmPassword;
  const passwordMinLength = usePasswordMinLength();

  const fail = (fields: Record<string, string>, message: string) => {
    form.setErrors(fields);
    focusFirstError(formId, fields);
    toast.error(t('auth.updatePasswordError'), { description: message });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isMatching || change.isPending) return;
    const codes: Record<string, string> = {};
    if (!currentPassword) codes.currentPassword = 'required';
    if (newPassword.length < PASSWORD_MIN_LENGTH) codes.newPassword = 'too_short';
    else if (newPassword.length < passwordMinLength) codes.newPassword = 'below_minimum_length';
    else if (!isStrongPassword(newPassword)) codes.newPassword = 'weak_password';
    if (Object.keys(codes).length > 0) {
      const described = describeFieldErrors('changePassword', codes);
      return fail(described.fields, described.message);
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('auth.passwordUpdated'), { description: t('auth.yourPasswordHasBeenUpdated') });
          form.setValues(empty);
          onOpenChange(false);
        },
        onError: (error) => {
          const described = describeFormError('changePassword', error);
          fail(described.fields, described.message);
        },
      },
    );
  };

  const field = (name: keyof typeof empty) => ({ id: `${formId}-${name}`, error: form.errors[name], ...form.bind(name) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('auth.changePassword')}>
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t('auth.currentPassword')} type="password" autoComplete="current-password" {...field('currentPassword')} />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          minLength={6}
          hint={t('fields.passwordHint', { min: passwordMinLength })}
          {...field('newPassword')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          minLength={6}
          {...field('confirmPassword')}
          hint={confirmPassword && !isMatching ? t('auth.passwordsDonTMatch') : undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!isMatching} isLoading={change.isPending}>
            {t('auth.updatePassword')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

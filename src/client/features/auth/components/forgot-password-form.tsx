import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { describeFieldErrors, describeFormError } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useRequestResetLink } from '../api/request-reset-link';
import { checkEmail } from '../validation';

const formId = 'forgot';

/** The Login tab's forgot-password mode: email, 'Send Reset Link', 'Back to Login'. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: (email: string) => void }) {
  const form = useFormValues({ email: defaultEmail });
  const requestLink = useRequestResetLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmail(form.values.email);
    if (!checked.ok) {
      const described = describeFieldErrors('forgotPassword', checked.fields);
      form.setErrors(described.fields);
      focusFirstError(formId, described.fields);
      toast.error('Reset Password Error', { description: described.message });
      return;
    }
    requestLink.mutate(checked.data, {
      onSuccess: () => {
        toast.success('Password reset sent', { description: 'Check your email for the reset link.' });
        onBack(checked.data);
      },
      onError: (error) => {
        const described = describeFormError('forgotPassword', error);
        form.setErrors(described.fields);
        toast.error('Reset Password Error', { description: described.message });
      },
    });
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Forgot your password?</h2>
        <p className="text-sm text-muted">Enter your email and we'll send you a link to choose a new password.</p>
      </div>
      <TextField id={`${formId}-email`} label="Email" type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
      <Button type="submit" className="w-full" isLoading={requestLink.isPending}>
        Send Reset Link
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={() => onBack(form.values.email)}>
          Back to Login
        </Button>
      </div>
    </form>
  );
}

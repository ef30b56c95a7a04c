import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { useSignIn } from '#client/lib/auth/sign-in';
import { homePathFor } from '#client/lib/auth/home-path';
import { describeFieldErrors, describeLoginError } from '#client/lib/error-messages';
import { GENERIC_ERROR } from '#client/texts/errors';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { checkSignIn } from '../validation';
import { GoogleButton } from './google-button';

type LoginFormProps = {
  defaultEmail: string;
  googleEnabled: boolean;
  onForgotPassword: (email: string) => void;
};

const formId = 'login';

export function LoginForm({ defaultEmail, googleEnabled, onForgotPassword }: LoginFormProps) {
  const form = useFormValues({ email: defaultEmail, password: '' });
  const signIn = useSignIn();
  const navigate = useNavigate();

  const showErrors = (fields: Record<string, string>, message: string) => {
    form.setErrors(fields);
    focusFirstError(formId, fields);
    toast.error('Login Error', { description: message });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSignIn(form.values);
    if (!checked.ok) {
      const described = describeFieldErrors('signIn', checked.fields);
      return showErrors(described.fields, described.message);
    }
    form.setErrors({});
    signIn.mutate(checked.data, {
      onSuccess: (session) => {
        if (!session) return showErrors({}, GENERIC_ERROR);
        navigate(homePathFor(session), { replace: true });
      },
      onError: (error) => {
        const described = describeLoginError('signIn', error);
        showErrors(described.fields, described.message);
      },
    });
  };

  return (
    <div className="space-y-4">
      {googleEnabled ? (
        <>
          <GoogleButton />
          <div className="flex items-center gap-3 text-xs uppercase text-muted">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
        </>
      ) : null}
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField id={`${formId}-email`} label="Email" type="email" autoComplete="email" required error={form.errors.email} {...form.bind('email')} />
        <TextField
          id={`${formId}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password}
          {...form.bind('password')}
        />
        <Button type="submit" className="w-full" isLoading={signIn.isPending}>
          Sign In
        </Button>
      </form>
      <div className="text-center">
        <Button variant="link" onClick={() => onForgotPassword(form.values.email)}>
          Forgot your password?
        </Button>
      </div>
    </div>
  );
}

import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SignInForm, useSignInForm } from '#client/components/sign-in-form';
import { useSignIn } from '#client/lib/auth/sign-in';
import { homePathFor } from '#client/lib/auth/home-path';
import { describeFieldErrors, describeLoginError } from '#client/lib/error-messages';
import { GENERIC_ERROR } from '#client/texts/errors';
import { checkSignIn } from '../validation';
import { GoogleButton } from './google-button';

type LoginFormProps = {
  defaultEmail: string;
  googleEnabled: boolean;
  onForgotPassword: (email: string) => void;
};

const formId = 'login';

export function LoginForm({ defaultEmail, googleEnabled, onForgotPassword }: LoginFormProps) {
  const form = useSignInForm(formId, defaultEmail, 'Login Error');
  const { showErrors } = form;
  const signIn = useSignIn();
  const navigate = useNavigate();

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
      <SignInForm form={form} isPending={signIn.isPending} onSubmit={onSubmit} onForgotPassword={onForgotPassword} />
    </div>
  );
}

import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SignInForm, useSignInForm } from '#client/components/sign-in-form';
import { useSignIn } from '#client/lib/auth/sign-in';
import { homePathFor } from '#client/lib/auth/home-path';
import { describeFieldErrors, describeLoginError } from '#client/lib/error-messages';
import { genericErrorText } from '#client/texts/errors';
import { checkSignIn } from '../validation';
import { GoogleButton } from './google-button';
import { useT } from '#client/i18n';

type LoginFormProps = {
  defaultEmail: string;
  googleEnabled: boolean;
  onForgotPassword: (email: string) => void;
};

const formId = 'login';

export function LoginForm({ defaultEmail, googleEnabled, onForgotPassword }: LoginFormProps) {
  const t = useT();
  const form = useSignInForm(formId, defaultEmail, t('auth.loginError'));
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
        if (!session) return showErrors({}, genericErrorText());
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
            {t('auth.or')}
            <span className="h-px flex-1 bg-line" />
          </div>
        </>
      ) : null}
      <SignInForm form={form} isPending={signIn.isPending} onSubmit={onSubmit} onForgotPassword={onForgotPassword} />
    </div>
  );
}

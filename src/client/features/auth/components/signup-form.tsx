import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_FORM_MIN_LENGTH } from '#shared/auth/password';
import { usePasswordMinLength } from '#client/lib/public-config';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { browserTimezone } from '#client/components/timezone-select';
import { describeFieldErrors, describeFormError, type FormError } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useSignUp } from '../api/sign-up';
import { checkSignUp } from '../signup-checks';
import { useT } from '#client/i18n';

const formId = 'signup';
const empty = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  storeName: '',
  storeStreet: '',
  storeCity: '',
  storeState: '',
  storeZip: '',
  storePhone: '',
};

/** After sign-up: the address to sign in with, and whether a confirmation link was mailed first. */
export type SignUpDone = { email: string; verificationRequired: boolean };

export function SignUpForm({ onCreated }: { onCreated: (done: SignUpDone) => void }) {
  const t = useT();
  const passwordMinLength = usePasswordMinLength();
  const form = useFormValues(empty);
  const signUp = useSignUp();

  const showFieldErrors = (described: FormError) => {
    form.setErrors(described.fields);
    focusFirstError(formId, described.fields);
    const { title, description } = described.toast ?? { title: t('auth.signupError'), description: described.message };
    toast.error(title, { description });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSignUp(form.values, browserTimezone());
    if (!checked.ok) return showFieldErrors(describeFieldErrors('signUp', checked.fields));
    form.setErrors({});
    signUp.mutate(checked.data, {
      onSuccess: (result) => {
        // Spec part 1 §8: with mail going out, sign-up answers 'Check your email'.
        if (result.verificationRequired) toast.success(t('auth.checkEmailTitle'), { description: t('auth.checkEmailText') });
        // Without mail (outbox mode) the answer is the same whether or not the email had an account
        // (decision 020), so the sentence must be true either way.
        else toast.success(t('auth.signupReceivedTitle'), { description: t('auth.signupReceivedText') });
        form.setValues(empty);
        onCreated({ email: checked.data.email, verificationRequired: result.verificationRequired });
      },
      onError: (error) => {
        const described = describeFormError('signUp', error);
        if (Object.keys(described.fields).length > 0) return showFieldErrors(described);
        toast.error(t('auth.errorCreatingAccount'), { description: described.message });
      },
    });
  };

  const field = (name: keyof typeof empty) => ({ id: `${formId}-${name}`, error: form.errors[name], required: true, ...form.bind(name) });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_FORM_MIN_LENGTH}
        hint={t('fields.passwordHint', { min: passwordMinLength })}
        {...field('password')}
      />
      <fieldset className="space-y-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t('auth.storeInformation')}</legend>
        <TextField label={t('auth.storeName')} autoComplete="organization" {...field('storeName')} />
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium text-ink">{t('auth.storeAddress')}</legend>
          <TextField label={t('auth.street')} autoComplete="address-line1" {...field('storeStreet')} />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <TextField label={t('auth.city')} autoComplete="address-level2" className="col-span-2 sm:col-span-1" {...field('storeCity')} />
            <TextField label={t('auth.state')} autoComplete="address-level1" {...field('storeState')} />
            <TextField label={t('auth.zip')} autoComplete="postal-code" inputMode="numeric" {...field('storeZip')} />
          </div>
        </fieldset>
        <TextField label={t('auth.storePhone')} type="tel" autoComplete="tel" inputMode="tel" {...field('storePhone')} />
      </fieldset>
      <Button type="submit" className="w-full" isLoading={signUp.isPending}>
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}

import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_FORM_MIN_LENGTH } from '#shared/auth/password';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { browserTimezone } from '#client/components/timezone-select';
import { describeFieldErrors, describeFormError, type FormError } from '#client/lib/error-messages';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useSignUp } from '../api/sign-up';
import { checkSignUp } from '../signup-checks';

const formId = 'signup';
const empty = { firstName: '', lastName: '', email: '', password: '', storeName: '', storeAddress: '', storePhone: '' };

export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const form = useFormValues(empty);
  const signUp = useSignUp();

  const showFieldErrors = (described: FormError) => {
    form.setErrors(described.fields);
    focusFirstError(formId, described.fields);
    const { title, description } = described.toast ?? { title: 'Signup Error', description: described.message };
    toast.error(title, { description });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSignUp(form.values, browserTimezone());
    if (!checked.ok) return showFieldErrors(describeFieldErrors('signUp', checked.fields));
    form.setErrors({});
    signUp.mutate(checked.data, {
      onSuccess: (result) => {
        toast.success('Account created successfully!', {
          description: result.verificationRequired
            ? 'Your store has been set up. Please check your email to verify your account, then sign in.'
            : 'Your store has been set up. You can sign in now.',
        });
        form.setValues(empty);
        onCreated(checked.data.email);
      },
      onError: (error) => {
        const described = describeFormError('signUp', error);
        if (Object.keys(described.fields).length > 0) return showFieldErrors(described);
        toast.error('Error creating account', { description: described.message });
      },
    });
  };

  const field = (name: keyof typeof empty) => ({ id: `${formId}-${name}`, error: form.errors[name], required: true, ...form.bind(name) });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_FORM_MIN_LENGTH}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        {...field('password')}
      />
      <fieldset className="space-y-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Store Information</legend>
        <TextField label="Store Name" autoComplete="organization" {...field('storeName')} />
        <TextField label="Store Address" autoComplete="street-address" {...field('storeAddress')} />
        <TextField label="Store Phone" type="tel" autoComplete="tel" inputMode="tel" {...field('storePhone')} />
      </fieldset>
      <Button type="submit" className="w-full" isLoading={signUp.isPending}>
        Create Account
      </Button>
    </form>
  );
}

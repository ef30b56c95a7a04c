import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Info } from 'lucide-react';
import { storeSetupInputSchema } from '#shared/stores/store.schemas';
import { paths } from '#client/app/paths';
import { BrandLogo } from '#client/components/brand-logo';
import { browserTimezone, TimezoneSelect } from '#client/components/timezone-select';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { isApiError } from '#client/lib/api-client';
import { sessionQueryKey, useSession } from '#client/lib/auth/session';
import { useSignOut } from '#client/lib/auth/sign-out';
import { describeFieldErrors, describeFormError, type FormError } from '#client/lib/error-messages';
import { fieldCodesFrom } from '#client/lib/field-codes';
import { focusFirstError, useFormValues } from '#client/lib/use-form-values';
import { useSetupStore } from './api/setup-store';
import { initialSetupValues, type SetupValues } from './setup-values';
import { useT } from '#client/i18n';

const formId = 'setup';

/** /setup: first-login store setup (spec part 2 'Store setup'). */
export function SetupPage() {
  const t = useT();
  const { data: session } = useSession();
  const form = useFormValues<SetupValues>(initialSetupValues(session?.store ?? null, browserTimezone()));
  const setup = useSetupStore();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const goToDashboard = async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    navigate(paths.dashboard.root, { replace: true });
  };

  const showErrors = (described: FormError) => {
    form.setErrors(described.fields);
    focusFirstError(formId, described.fields);
    const { title, description } = described.toast ?? { title: t('setup.error'), description: described.message };
    toast.error(title, { description });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = storeSetupInputSchema.safeParse(form.values);
    if (!parsed.success) return showErrors(describeFieldErrors('storeSetup', fieldCodesFrom(parsed.error)));
    form.setErrors({});
    setup.mutate(parsed.data, {
      onSuccess: async () => {
        toast.success(t('setup.storeCreatedSuccessfully'));
        toast(session?.user.firstName ? t('setup.welcomeNamed', { name: session.user.firstName }) : t('setup.welcome'), {
          description: t('setup.yourStoreIsReadyStart'),
        });
        await goToDashboard();
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'STORE_ALREADY_SET_UP' || error.code === 'SETUP_NOT_ALLOWED')) {
          toast.error(t('setup.error'), { description: describeFormError(null, error).message });
          return void goToDashboard();
        }
        showErrors(describeFormError('storeSetup', error, t('setup.failedToCreateStore')));
      },
    });
  };

  const field = (name: Exclude<keyof SetupValues, 'timezone'>) => ({
    id: `${formId}-${name}`,
    error: form.errors[name],
    required: true,
    ...form.bind(name),
  });

  return (
    <div className="min-h-svh bg-canvas px-4 py-8">
      <div className="mx-auto flex w-full max-w-xl items-center justify-between">
        <BrandLogo />
        <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} isLoading={signOut.isPending}>
          {t('setup.logout')}
        </Button>
      </div>
      <main className="mx-auto mt-6 w-full max-w-xl rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold text-ink">{t('setup.welcomeLetSSetUp')}</h1>
        <p className="mt-1 text-sm text-muted">{t('setup.confirmYourStoreSDetails')}</p>
        <form id={formId} noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <TextField label={t('setup.storeName')} autoComplete="organization" {...field('name')} />
          <TextField label={t('setup.street')} autoComplete="address-line1" {...field('street')} />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <TextField label={t('setup.city')} autoComplete="address-level2" className="col-span-2 sm:col-span-1" {...field('city')} />
            <TextField label={t('setup.state')} autoComplete="address-level1" {...field('state')} />
            <TextField label={t('setup.zip')} autoComplete="postal-code" inputMode="numeric" {...field('zip')} />
          </div>
          <TextField label={t('setup.phone')} type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
          <TimezoneSelect
            id={`${formId}-timezone`}
            value={form.values.timezone}
            onChange={(timezone) => form.setValues((values) => ({ ...values, timezone }))}
            error={form.errors.timezone}
          />
          <Alert tone="info" className="flex gap-3">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              {t('setup.oneLicenseAppliesPerLocation')}
            </p>
          </Alert>
          <Button type="submit" size="lg" className="w-full" isLoading={setup.isPending}>
            {t('setup.createStoreContinue')}
          </Button>
        </form>
      </main>
    </div>
  );
}

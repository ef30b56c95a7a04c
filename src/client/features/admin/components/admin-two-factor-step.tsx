import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/error-messages';
import { startTwoFactorEnrolment, verifyTwoFactorCode } from '../users/admin-users-api';
import type { TwoFactorEnrolment } from '#shared/admin/admin-users.schemas';
import { fieldSentences } from '#client/texts/fields';
import { useT } from '#client/i18n';

/**
 * The admin sign-in's second step when require_two_factor is on (decision 035): enrol an
 * authenticator app (the secret as text and as an otpauth link), then a 6-digit code.
 */
export function AdminTwoFactorStep({ enrolled, onVerified, onCancel }: { enrolled: boolean; onVerified: () => void; onCancel: () => void }) {
  const t = useT();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (enrolled) return;
    startTwoFactorEnrolment().then(setEnrolment, (failure: unknown) => toast.error(t('admin.loginFailed'), { description: errorMessage(failure) }));
  }, [enrolled]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!/^\d{6}$/.test(value)) {
      setError(fieldSentences.twoFactorCodeMissing);
      return;
    }
    setPending(true);
    try {
      await verifyTwoFactorCode(value);
      onVerified();
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(t('admin.loginFailed'), { description: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={t('admin.twoFactorAuthentication')}>
      {enrolled ? (
        <p className="text-sm text-muted">{t('admin.enterThe6DigitCode')}</p>
      ) : (
        <div className="space-y-2 text-sm text-muted">
          <p>{t('admin.twoFactorAuthenticationIsRequired')}</p>
          {enrolment ? (
            <>
              <p className="break-all rounded-md bg-canvas p-3 font-mono text-base text-ink" data-testid="totp-secret">
                {enrolment.secret}
              </p>
              <a href={enrolment.otpauthUri} className="font-medium text-brand-700 hover:underline">
                {t('admin.openInAuthenticatorApp')}
              </a>
            </>
          ) : (
            <p>{t('admin.preparingYourKey')}</p>
          )}
        </div>
      )}
      <TextField
        id="admin-totp-code"
        label={t('admin.authenticationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" isLoading={pending}>
          {t('admin.verify')}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  backupFrequencyOptions,
  currencyOptions,
  systemSettingsUpdateSchema,
  timezoneOptions,
  type SystemSettingsUpdate,
  type SystemSettingsView,
} from '#shared/settings/system-settings';
import { formatCentsIn, percentOfCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { SelectField, TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { LoadingScreen } from '#client/components/ui/spinner';
import { SwitchField } from '#client/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { Textarea } from '#client/components/ui/textarea';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { useLatestBackup, useResetSystemSettings, useSaveSystemSettings, useSystemSettings } from './system-settings-api';
import { settingFieldText } from './setting-field-text';

/** What the form edits: numbers as typed, the SMTP password empty unless a new one is typed. */
type Draft = Omit<SystemSettingsView, 'smtp_password_set' | 'smtp_port' | 'tax_rate' | 'payment_terms' | 'session_timeout' | 'password_min_length'> & {
  smtp_port: string;
  tax_rate: string;
  payment_terms: string;
  session_timeout: string;
  password_min_length: string;
  smtp_password: string;
};

const numberFields = ['smtp_port', 'tax_rate', 'payment_terms', 'session_timeout', 'password_min_length'] as const;

function draftOf(view: SystemSettingsView): Draft {
  const { smtp_password_set: _set, ...rest } = view;
  return {
    ...rest,
    smtp_port: String(view.smtp_port),
    tax_rate: String(view.tax_rate),
    payment_terms: String(view.payment_terms),
    session_timeout: String(view.session_timeout),
    password_min_length: String(view.password_min_length),
    smtp_password: '',
  };
}

function toUpdate(draft: Draft): Record<string, unknown> {
  const { smtp_password, ...rest } = draft;
  const update: Record<string, unknown> = { ...rest };
  for (const field of numberFields) update[field] = draft[field].trim() === '' ? Number.NaN : Number(draft[field]);
  if (smtp_password) update.smtp_password = smtp_password;
  return update;
}

const tabOfField: Record<string, string> = {
  company_name: 'general', company_email: 'general', company_phone: 'general', company_address: 'general', timezone: 'general',
  email_notifications_enabled: 'email', smtp_host: 'email', smtp_port: 'email', smtp_username: 'email', smtp_password: 'email',
  currency: 'payment', tax_rate: 'payment', payment_terms: 'payment',
  session_timeout: 'security', password_min_length: 'security', require_two_factor: 'security',
  maintenance_mode: 'system', debug_mode: 'system', backup_frequency: 'system',
};

/** /admin/system-settings (spec part 2 §2): stored on the server, effective at once on every instance. */
export function SystemSettingsPage() {
  const settings = useSystemSettings();
  if (settings.isPending) return <LoadingScreen label="Loading settings…" />;
  if (settings.isError || !settings.data) return <p className="text-danger">{errorMessage(settings.error, 'Failed to load settings')}</p>;
  return <SettingsForm view={settings.data} />;
}

function SettingsForm({ view }: { view: SystemSettingsView }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('general');
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useSaveSystemSettings();
  const reset = useResetSystemSettings();
  useEffect(() => setDraft(draftOf(view)), [view]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const showErrors = (codes: Record<string, string>) => {
    const texts = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, settingFieldText(field, code)]));
    setErrors(texts);
    const first = Object.keys(texts)[0];
    if (first && tabOfField[first]) setTab(tabOfField[first]);
  };

  const onSave = () => {
    const parsed = systemSettingsUpdateSchema.safeParse(toUpdate(draft));
    if (!parsed.success) {
      const codes: Record<string, string> = {};
      for (const issue of parsed.error.issues) codes[String(issue.path[0])] ??= issue.message;
      showErrors(codes);
      return;
    }
    setErrors({});
    save.mutate(parsed.data as SystemSettingsUpdate, {
      onSuccess: () => toast.success('Settings Saved'),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) showErrors(error.fields);
        toast.error(errorMessage(error, 'Failed to save settings'));
      },
    });
  };

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setErrors({});
        setConfirmReset(false);
        toast.success('Settings Reset');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to reset settings')),
    });

  const text = (key: keyof Draft & string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`setting-${key}`}
      label={label}
      value={draft[key] as string}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value as never)}
      {...props}
    />
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink">System Settings</h1>
          <p className="text-sm text-muted">Platform-wide settings. Saved on the server; they take effect at once.</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setConfirmReset(true)}>
            Reset to Defaults
          </Button>
          <Button onClick={onSave} isLoading={save.isPending}>
            Save Settings
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="overflow-x-auto">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
          <TabsTrigger value="payment">Payment</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
        </TabsList>

        <TabsContent value="general">
          <Card>
            <CardHeader>
              <CardTitle>General</CardTitle>
              <CardDescription>Company details shown in every email and in the cheque instructions.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {text('company_name', 'Company Name')}
              {text('company_email', 'Company Email', { type: 'email' })}
              {text('company_phone', 'Company Phone', { type: 'tel' })}
              <SelectField id="setting-timezone" label="Timezone" value={draft.timezone} error={errors.timezone} onChange={(e) => set('timezone', e.target.value)}>
                {timezoneOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
              <div className="space-y-1.5 sm:col-span-2">
                <Label htmlFor="setting-company_address">Company Address</Label>
                <Textarea
                  id="setting-company_address"
                  rows={3}
                  value={draft.company_address}
                  aria-invalid={errors.company_address ? true : undefined}
                  onChange={(e) => set('company_address', e.target.value)}
                />
                {errors.company_address ? <p className="text-sm text-danger">{errors.company_address}</p> : null}
              </div>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="email">
          <Card>
            <CardHeader>
              <CardTitle>Email</CardTitle>
              <CardDescription>The SMTP server the platform sends mail through (empty host: the server's SMTP_URL).</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <SwitchField
                id="setting-email_notifications_enabled"
                className="sm:col-span-2"
                label="Email Notifications"
                checked={draft.email_notifications_enabled}
                onCheckedChange={(v) => set('email_notifications_enabled', v)}
              />
              {text('smtp_host', 'SMTP Host')}
              {text('smtp_port', 'SMTP Port', { inputMode: 'numeric' })}
              {text('smtp_username', 'SMTP Username', { autoComplete: 'off' })}
              {text('smtp_password', 'SMTP Password', {
                type: 'password',
                autoComplete: 'new-password',
                hint: view.smtp_password_set ? 'A password is set. Leave empty to keep it.' : 'No password set.',
              })}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="payment">
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
              <CardDescription data-testid="payment-example">{paymentExample(draft)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-3">
              <SelectField id="setting-currency" label="Currency" value={draft.currency} error={errors.currency} onChange={(e) => set('currency', e.target.value as Draft['currency'])}>
                {currencyOptions.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
              {text('tax_rate', 'Tax Rate (%)', { inputMode: 'decimal' })}
              {text('payment_terms', 'Payment Terms (days)', { inputMode: 'numeric' })}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="security">
          <Card>
            <CardHeader>
              <CardTitle>Security</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {text('session_timeout', 'Session Timeout (minutes)', { inputMode: 'numeric', hint: 'Idle sessions end after this many minutes (5–1,440).' })}
              {text('password_min_length', 'Minimum Password Length', { inputMode: 'numeric', hint: 'For sign-up, password reset and change, and new employees (8–128).' })}
              <SwitchField
                id="setting-require_two_factor"
                className="sm:col-span-2"
                label="Require Two-Factor Authentication"
                description="Platform admins enrol and use an authenticator app at admin sign-in."
                checked={draft.require_two_factor}
                onCheckedChange={(v) => set('require_two_factor', v)}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="system">
          <Card>
            <CardHeader>
              <CardTitle>System</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <SwitchField
                id="setting-maintenance_mode"
                className="sm:col-span-2"
                label="Maintenance Mode"
                description="Store users see a maintenance page; platform admins keep working."
                checked={draft.maintenance_mode}
                onCheckedChange={(v) => set('maintenance_mode', v)}
              />
              <SwitchField id="setting-debug_mode" className="sm:col-span-2" label="Debug Mode" checked={draft.debug_mode} onCheckedChange={(v) => set('debug_mode', v)} />
              <SelectField
                id="setting-backup_frequency"
                label="Backup Frequency"
                value={draft.backup_frequency}
                error={errors.backup_frequency}
                onChange={(e) => set('backup_frequency', e.target.value as Draft['backup_frequency'])}
              >
                {backupFrequencyOptions.map((f) => (
                  <option key={f} value={f}>
                    {f[0]!.toUpperCase() + f.slice(1)}
                  </option>
                ))}
              </SelectField>
              <LastBackup timezone={view.timezone} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Reset to Defaults"
        description="Are you sure you want to reset all settings to default values?"
        confirmLabel="Reset"
        isPending={reset.isPending}
        onConfirm={onReset}
      />
    </div>
  );
}

/** How the payment settings read together, on an example amount of 100 (the saved values are what counts). */
function paymentExample(draft: Draft): string {
  const rate = Number(draft.tax_rate);
  const days = Number(draft.payment_terms);
  if (!Number.isFinite(rate) || !Number.isFinite(days)) return 'Currency, tax rate and payment terms of invoices.';
  const exampleCents = 10_000;
  const totalCents = exampleCents + percentOfCents(exampleCents, rate);
  return `Example: ${formatCentsIn(exampleCents, draft.currency)} + ${rate}% tax = ${formatCentsIn(totalCents, draft.currency)}, due within ${days} days.`;
}

/** The last scheduled backup, its time shown in the platform's time zone. */
function LastBackup({ timezone }: { timezone: string }) {
  const latest = useLatestBackup();
  const backup = latest.data?.backup;
  return (
    <div className="space-y-1.5 text-sm" data-testid="last-backup">
      <p className="font-medium text-ink">Last Backup</p>
      {backup ? (
        <p className="break-all text-muted">
          {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(new Date(backup.finishedAt))} ·{' '}
          {(backup.sizeBytes / 1024).toFixed(1)} kB · {backup.file} (the newest {backup.kept} are kept)
        </p>
      ) : (
        <p className="text-muted">{latest.isPending ? 'Loading…' : 'No scheduled backup yet.'}</p>
      )}
    </div>
  );
}

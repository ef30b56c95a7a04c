import { backupFrequencyOptions, currencyOptions, timezoneOptions } from '#shared/settings/system-settings';
import { CardDescription } from '#client/components/ui/card';
import { SelectField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { SwitchField } from '#client/components/ui/switch';
import { Textarea } from '#client/components/ui/textarea';
import { LastBackup } from './last-backup';
import { paymentExample, type Draft } from './settings-draft';
import { SettingsCard, SettingText, type TabProps } from './settings-tab-parts';
import { useT, type TextKey } from '#client/i18n';

const backupFrequencyKeys = { hourly: 'admin.backupHourly', daily: 'admin.backupDaily', weekly: 'admin.backupWeekly', monthly: 'admin.backupMonthly' } as const satisfies Record<(typeof backupFrequencyOptions)[number], TextKey>;

/** The five tabs of System Settings (spec part 2 §2), one component each. */
export function GeneralTab(tab: TabProps) {
  const t = useT();
  const { draft, errors, set } = tab;
  return (
    <SettingsCard title={t('admin.general')} description={<CardDescription>{t('admin.generalDescription')}</CardDescription>} className="grid gap-4 sm:grid-cols-2">
      <SettingText tab={tab} field="company_name" label={t('admin.companyName')} />
      <SettingText tab={tab} field="company_email" label={t('admin.companyEmail')} type="email" />
      <SettingText tab={tab} field="company_phone" label={t('admin.companyPhone')} type="tel" />
      <SelectField id="setting-timezone" label={t('admin.timezone')} value={draft.timezone} error={errors.timezone} onChange={(e) => set('timezone', e.target.value)}>
        {timezoneOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="setting-company_address">{t('admin.companyAddress')}</Label>
        <Textarea
          id="setting-company_address"
          rows={3}
          value={draft.company_address}
          aria-invalid={errors.company_address ? true : undefined}
          onChange={(e) => set('company_address', e.target.value)}
        />
        {errors.company_address ? <p className="text-sm text-danger">{errors.company_address}</p> : null}
      </div>
    </SettingsCard>
  );
}

export function EmailTab({ passwordSet, ...tab }: TabProps & { passwordSet: boolean }) {
  const t = useT();
  return (
    <SettingsCard
      title={t('admin.email')}
      description={<CardDescription>{t('admin.emailDescription')}</CardDescription>}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SwitchField
        id="setting-email_notifications_enabled"
        className="sm:col-span-2"
        label={t('admin.emailNotifications')}
        checked={tab.draft.email_notifications_enabled}
        onCheckedChange={(v) => tab.set('email_notifications_enabled', v)}
      />
      <SettingText tab={tab} field="smtp_host" label={t('admin.smtpHost')} />
      <SettingText tab={tab} field="smtp_port" label={t('admin.smtpPort')} inputMode="numeric" />
      <SettingText tab={tab} field="smtp_username" label={t('admin.smtpUsername')} autoComplete="off" />
      <SettingText
        tab={tab}
        field="smtp_password"
        label={t('admin.smtpPassword')}
        type="password"
        autoComplete="new-password"
        hint={passwordSet ? t('admin.aPasswordIsSetLeave') : t('admin.noPasswordSet')}
      />
    </SettingsCard>
  );
}

export function PaymentTab(tab: TabProps) {
  const t = useT();
  const { draft, errors, set } = tab;
  return (
    <SettingsCard title={t('admin.payment')} description={<CardDescription data-testid="payment-example">{paymentExample(draft)}</CardDescription>} className="grid gap-4 sm:grid-cols-3">
      <SelectField id="setting-currency" label={t('admin.currency')} value={draft.currency} error={errors.currency} onChange={(e) => set('currency', e.target.value as Draft['currency'])}>
        {currencyOptions.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <SettingText tab={tab} field="tax_rate" label={t('admin.taxRate')} inputMode="decimal" />
      <SettingText tab={tab} field="payment_terms" label={t('admin.paymentTermsDays')} inputMode="numeric" />
    </SettingsCard>
  );
}

export function SecurityTab(tab: TabProps) {
  const t = useT();
  return (
    <SettingsCard title={t('admin.security')} className="grid gap-4 sm:grid-cols-2">
      <SettingText tab={tab} field="session_timeout" label={t('admin.sessionTimeoutMinutes')} inputMode="numeric" hint={t('admin.idleSessionsEndAfterThis')} />
      <SettingText
        tab={tab}
        field="password_min_length"
        label={t('admin.minimumPasswordLength')}
        inputMode="numeric"
        hint={t('admin.forSignUpPasswordReset')}
      />
      <SwitchField
        id="setting-require_two_factor"
        className="sm:col-span-2"
        label={t('admin.requireTwoFactorAuthentication')}
        description={t('admin.platformAdminsEnrolAndUse')}
        checked={tab.draft.require_two_factor}
        onCheckedChange={(v) => tab.set('require_two_factor', v)}
      />
    </SettingsCard>
  );
}

export function SystemTab({ draft, errors, set }: TabProps) {
  const t = useT();
  return (
    <SettingsCard title={t('admin.system')} className="grid gap-4 sm:grid-cols-2">
      <SwitchField
        id="setting-maintenance_mode"
        className="sm:col-span-2"
        label={t('admin.maintenanceMode')}
        description={t('admin.storeUsersSeeAMaintenance')}
        checked={draft.maintenance_mode}
        onCheckedChange={(v) => set('maintenance_mode', v)}
      />
      <SwitchField id="setting-debug_mode" className="sm:col-span-2" label={t('admin.debugMode')} checked={draft.debug_mode} onCheckedChange={(v) => set('debug_mode', v)} />
      <SelectField
        id="setting-backup_frequency"
        label={t('admin.backupFrequency')}
        value={draft.backup_frequency}
        error={errors.backup_frequency}
        onChange={(e) => set('backup_frequency', e.target.value as Draft['backup_frequency'])}
      >
        {backupFrequencyOptions.map((f) => (
          <option key={f} value={f}>
            {t(backupFrequencyKeys[f])}
          </option>
        ))}
      </SelectField>
      <LastBackup />
    </SettingsCard>
  );
}

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { systemSettingsUpdateSchema, type SystemSettingsUpdate, type SystemSettingsView } from '#shared/settings/system-settings';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { LoadingScreen } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { fieldCodesFrom } from '#client/lib/field-codes';
import { useResetSystemSettings, useSaveSystemSettings, useSystemSettings } from './system-settings-api';
import { settingFieldText } from './setting-field-text';
import { draftOf, tabOfField, toUpdate, type Draft, type SettingsTab } from './settings-draft';
import { EmailTab, GeneralTab, PaymentTab, SecurityTab, SystemTab } from './settings-tabs';
import { useT } from '#client/i18n';

/** /admin/system-settings (spec part 2 §2): stored on the server, effective at once on every instance. */
export function SystemSettingsPage() {
  const t = useT();
  const settings = useSystemSettings();
  if (settings.isPending) return <LoadingScreen label={t('admin.loadingSettings')} />;
  if (settings.isError || !settings.data) return <p className="text-danger">{errorMessage(settings.error, t('admin.failedToLoadSettings'))}</p>;
  return <SettingsForm view={settings.data} />;
}

/** The draft, its checks, Save and Reset; each tab renders its own fields (settings-tabs.tsx). */
function SettingsForm({ view }: { view: SystemSettingsView }) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<SettingsTab>('general');
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
    if (!parsed.success) return showErrors(fieldCodesFrom(parsed.error));
    setErrors({});
    save.mutate(parsed.data as SystemSettingsUpdate, {
      onSuccess: () => toast.success(t('admin.settingsSaved')),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) showErrors(error.fields);
        toast.error(errorMessage(error, t('admin.failedToSaveSettings')));
      },
    });
  };

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setErrors({});
        setConfirmReset(false);
        toast.success(t('admin.settingsReset'));
      },
      onError: (error) => toast.error(errorMessage(error, t('admin.failedToResetSettings'))),
    });

  const tabProps = { draft, errors, set };
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink">{t('admin.systemSettings')}</h1>
          <p className="text-sm text-muted">{t('admin.platformWideSettingsSavedOn')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setConfirmReset(true)}>
            {t('admin.resetToDefaults')}
          </Button>
          <Button onClick={onSave} isLoading={save.isPending}>
            {t('admin.saveSettings')}
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        <TabsList>
          <TabsTrigger value="general">{t('admin.general')}</TabsTrigger>
          <TabsTrigger value="email">{t('admin.email')}</TabsTrigger>
          <TabsTrigger value="payment">{t('admin.payment')}</TabsTrigger>
          <TabsTrigger value="security">{t('admin.security')}</TabsTrigger>
          <TabsTrigger value="system">{t('admin.system')}</TabsTrigger>
        </TabsList>
        <TabsContent value="general"><GeneralTab {...tabProps} /></TabsContent>
        <TabsContent value="email"><EmailTab {...tabProps} passwordSet={view.smtp_password_set} /></TabsContent>
        <TabsContent value="payment"><PaymentTab {...tabProps} /></TabsContent>
        <TabsContent value="security"><SecurityTab {...tabProps} /></TabsContent>
        <TabsContent value="system"><SystemTab {...tabProps} /></TabsContent>
      </Tabs>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('admin.resetToDefaults')}
        description={t('admin.areYouSureYouWant')}
        confirmLabel={t('admin.reset')}
        isPending={reset.isPending}
        onConfirm={onReset}
      />
    </div>
  );
}

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

/** /admin/system-settings (spec part 2 §2): stored on the server, effective at once on every instance. */
export function SystemSettingsPage() {
  const settings = useSystemSettings();
  if (settings.isPending) return <LoadingScreen label="Loading settings…" />;
  if (settings.isError || !settings.data) return <p className="text-danger">{errorMessage(settings.error, 'Failed to load settings')}</p>;
  return <SettingsForm view={settings.data} />;
}

/** The draft, its checks, Save and Reset; each tab renders its own fields (settings-tabs.tsx). */
function SettingsForm({ view }: { view: SystemSettingsView }) {
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

  const tabProps = { draft, errors, set };
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

      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        <TabsList className="overflow-x-auto">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
          <TabsTrigger value="payment">Payment</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
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
        title="Reset to Defaults"
        description="Are you sure you want to reset all settings to default values?"
        confirmLabel="Reset"
        isPending={reset.isPending}
        onConfirm={onReset}
      />
    </div>
  );
}

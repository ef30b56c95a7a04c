import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { AuditLogCard } from './components/audit-log-card';
import { FailedSignInsCard } from './components/failed-sign-ins-card';
import { SessionsCard } from './components/sessions-card';
import { useT } from '#client/i18n';

/** /admin/security: the security audit log, failed sign-ins and active sessions (issue 13 item 8). */
export function SecurityPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-ink">{t('admin.security')}</h1>
        <p className="text-sm text-muted">{t('admin.whoChangedWhatFailedSign')}</p>
      </div>
      <Tabs defaultValue="audit">
        <TabsList>
          <TabsTrigger value="audit">{t('admin.auditLog')}</TabsTrigger>
          <TabsTrigger value="failed">{t('admin.failedSignIns')}</TabsTrigger>
          <TabsTrigger value="sessions">{t('admin.sessions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="audit">
          <AuditLogCard />
        </TabsContent>
        <TabsContent value="failed">
          <FailedSignInsCard />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}

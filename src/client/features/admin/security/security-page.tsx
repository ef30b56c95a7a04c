import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { AuditLogCard } from './components/audit-log-card';
import { FailedSignInsCard } from './components/failed-sign-ins-card';
import { SessionsCard } from './components/sessions-card';

/** /admin/security: the security audit log, failed sign-ins and active sessions (issue 13 item 8). */
export function SecurityPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-ink">Security</h1>
        <p className="text-sm text-muted">Who changed what, failed sign-ins, and who is signed in.</p>
      </div>
      <Tabs defaultValue="audit">
        <TabsList>
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
          <TabsTrigger value="failed">Failed Sign-ins</TabsTrigger>
          <TabsTrigger value="sessions">Sessions</TabsTrigger>
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

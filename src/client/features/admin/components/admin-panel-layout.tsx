import { DailyCreditResetCard, OpenAdminDashboardCard } from './admin-panel-cards';
import { SystemStatusCard } from './admin-panel-status';

export function AdminPanelCards() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <OpenAdminDashboardCard />
        <DailyCreditResetCard />
      </div>
      <SystemStatusCard />
    </div>
  );
}

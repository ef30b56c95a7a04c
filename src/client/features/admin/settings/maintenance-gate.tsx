import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/public-config/public-config.schemas';
import { apiRequest } from '#client/lib/api-client';
import { BrandLogo } from '#client/components/brand-logo';
import { notices } from '#client/texts/toasts';
import { useT } from '#client/i18n';

/** The maintenance flag of the public configuration, checked again every 30 s and on focus. */
export const maintenanceQueryKey = ['public-config', 'maintenance'] as const;

/**
 * Maintenance mode (system settings): a store user sees the maintenance page instead of the store
 * area (the server refuses their store API calls with 503 MAINTENANCE_MODE anyway); a platform admin
 * keeps working.
 */
export function MaintenanceGate({ isAdmin, children }: { isAdmin: boolean; children: ReactNode }) {
  const config = useQuery({
    queryKey: maintenanceQueryKey,
    queryFn: () => apiRequest<PublicConfig>('/api/config'),
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    enabled: !isAdmin,
  });
  if (!isAdmin && config.data?.maintenanceMode) return <MaintenancePage />;
  return children;
}

export function MaintenancePage() {
  const t = useT();
  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <BrandLogo />
      <h1 className="text-2xl font-bold text-ink">{t('admin.downForMaintenance')}</h1>
      <p className="max-w-md text-muted">{notices.maintenance}</p>
    </main>
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/public-config/public-config.schemas';
import { PASSWORD_MIN_LENGTH } from '#shared/auth/password';
import { apiRequest } from '#client/lib/api-client';

/** GET /api/config: what the sign-in screen needs to know about this deployment. */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/api/config');
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/** The deployment's shortest accepted password (admin setting), the built-in minimum until it is known. */
export function usePasswordMinLength(): number {
  return usePublicConfig().data?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
}

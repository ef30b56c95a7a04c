import type { SessionContext } from '#shared/session/session.schemas';

export type SetupValues = { name: string; street: string; city: string; state: string; zip: string; phone: string; timezone: string };

/**
 * The form's starting values. An owner who signed up already has a store (name, address in its
 * parts, phone): prefill them exactly. A store with only a one-line address (made before sign-up
 * kept the parts) gets it in Street.
 */
export function initialSetupValues(store: SessionContext['store'], timezone: string | null): SetupValues {
  return {
    name: store?.name ?? '',
    street: store?.street ?? store?.address ?? '',
    city: store?.city ?? '',
    state: store?.state ?? '',
    zip: store?.zip ?? '',
    phone: store?.phone ?? '',
    timezone: timezone ?? store?.timezone ?? 'UTC',
  };
}

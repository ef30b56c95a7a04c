import type { SessionContext } from '#shared/session/session.schemas';

export type SetupValues = { name: string; street: string; city: string; state: string; zip: string; phone: string; timezone: string };

/**
 * The form's starting values. An owner who signed up already has a store (name, one-line
 * address, phone): prefill them, the one-line address going into Street until it is split.
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

import { smtpPasswordKey } from '#shared/settings/system-settings';
import { VAPID_SETTING_KEY } from '../push/vapid-keys';

/**
 * The system_settings rows that hold secrets (decision 043), as an explicit list: the audit trigger's
 * audit_secret_setting() (migration 0017) masks exactly these values, and secret-settings.test.ts
 * checks the two lists are the same. Both are stored sealed as well. A setting merely named like a
 * secret (password_min_length) is not one and is logged in clear.
 */
export const secretSettingKeys: readonly string[] = [smtpPasswordKey, VAPID_SETTING_KEY];

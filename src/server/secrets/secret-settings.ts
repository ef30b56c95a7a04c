import { smtpPasswordKey } from '#shared/settings/system-settings';

/**
 * The system_settings row holding the web-push VAPID key pair (decision 030): `{ publicKey, privateKey }`, the private
 * half sealed under AUTH_SECRET ('sealed:v1:…', decision 043). Never returned by any route but the
 * public half.
 */
export const VAPID_SETTING_KEY = 'push.vapid';

/**
 * The system_settings rows that hold secrets (decision 043), as an explicit list: the audit trigger's
 * audit_secret_setting() (migration 0017) masks exactly these values, and secret-settings.test.ts
 * checks the two lists are the same. Both are stored sealed as well. A setting merely named like a
 * secret (password_min_length) is not one and is logged in clear.
 */
export const secretSettingKeys: readonly string[] = [smtpPasswordKey, VAPID_SETTING_KEY];

/** True when the runtime knows this IANA time zone name. */
export function isValidTimezone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    // eslint-disable-next-line locale/no-hard-coded-locale -- only checks that the zone exists; nothing is formatted
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones offered first in pickers; any valid IANA name is accepted. */
export const commonTimezones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Mexico_City',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'UTC',
] as const;

export function listTimezones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = all.filter((zone) => !(commonTimezones as readonly string[]).includes(zone));
  return [...commonTimezones, ...rest];
}

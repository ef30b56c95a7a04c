import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phone numbers in one form (issue 36, decision 084): stored in E.164 ('+12175550144'), parsed with
 * the store's country as the default, shown in the national format of that country, and turned into
 * links from the stored form: wa.me gets the digits without '+', sms: and tel: the '+' form.
 */

/** The country a store's numbers are read in: stores have no country of their own, so their time zone says it. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Zones outside the United States that the stores we know use; any other zone (and 'UTC') reads as the US. */
const zoneCountries: Record<string, CountryCode> = {
  'America/Mexico_City': 'MX', 'America/Monterrey': 'MX', 'America/Merida': 'MX', 'America/Cancun': 'MX',
  'America/Chihuahua': 'MX', 'America/Ciudad_Juarez': 'MX', 'America/Hermosillo': 'MX', 'America/Mazatlan': 'MX',
  'America/Tijuana': 'MX', 'America/Matamoros': 'MX', 'America/Ojinaga': 'MX', 'America/Bahia_Banderas': 'MX',
  'America/Toronto': 'CA', 'America/Vancouver': 'CA', 'America/Edmonton': 'CA', 'America/Winnipeg': 'CA',
  'America/Halifax': 'CA', 'America/St_Johns': 'CA', 'America/Regina': 'CA', 'America/Moncton': 'CA',
  'America/Puerto_Rico': 'PR', 'America/Guatemala': 'GT', 'America/El_Salvador': 'SV', 'America/Tegucigalpa': 'HN',
  'America/Managua': 'NI', 'America/Costa_Rica': 'CR', 'America/Panama': 'PA', 'America/Bogota': 'CO',
  'America/Lima': 'PE', 'America/Caracas': 'VE', 'America/Santo_Domingo': 'DO', 'America/Havana': 'CU',
  'America/Guayaquil': 'EC', 'America/Santiago': 'CL', 'America/Argentina/Buenos_Aires': 'AR', 'America/Sao_Paulo': 'BR',
  'Europe/Madrid': 'ES', 'Atlantic/Canary': 'ES', 'Europe/London': 'GB', 'Europe/Paris': 'FR', 'Asia/Tokyo': 'JP',
};

/** The default country of a store's phone numbers, from its time zone. */
export function phoneCountryOf(timezone: string | null | undefined): CountryCode {
  return (timezone && zoneCountries[timezone]) || DEFAULT_PHONE_COUNTRY;
}

function parse(input: string, country: CountryCode) {
  const text = input.trim();
  if (!text || text.length > 40) return undefined;
  const number = parsePhoneNumberFromString(text, country);
  return number?.isValid() ? number : undefined;
}

/** The E.164 form ('+12175550144'), or null when the text is no valid number in that country or abroad. */
export function toE164(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  return parse(input, country)?.number ?? null;
}

/**
 * How a stored number is shown: national format when it is of the store's country ('(217) 555-0144'),
 * international otherwise ('+34 612 34 56 78'); a number kept as typed (not E.164) is shown as it is.
 */
export function formatPhone(stored: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  if (!stored.startsWith('+')) return stored;
  const number = parse(stored, country);
  if (!number) return stored;
  return number.country === country ? number.formatNational() : number.formatInternational();
}

/** The '+' form of a stored number for links, or null when it is not E.164 (no link then: it would dial the wrong place). */
function linkable(stored: string): string | null {
  return /^\+[1-9]\d{6,14}$/.test(stored) ? stored : null;
}

/** https://wa.me/12175550144 (digits, no '+'); `text` becomes the prefilled message. */
export function whatsappLink(stored: string, text?: string): string | null {
  const e164 = linkable(stored);
  if (!e164) return null;
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${e164.slice(1)}${query}`;
}

/** sms:+12175550144 (the '+' form); `?&body=` (the prefilled message) works on both iOS and Android. */
export function smsLink(stored: string, body?: string): string | null {
  const e164 = linkable(stored);
  if (!e164) return null;
  return body ? `sms:${e164}?&body=${encodeURIComponent(body)}` : `sms:${e164}`;
}

/** tel:+12175550144 */
export function telLink(stored: string): string | null {
  const e164 = linkable(stored);
  return e164 ? `tel:${e164}` : null;
}

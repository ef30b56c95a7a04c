import type { Language } from '#shared/i18n/languages';
import { apiRequest } from '../api-client';

/** PUT /api/account/language: keep the signed-in person's language on their profile (issue 27). */
export function saveAccountLanguage(language: Language): Promise<void> {
  return apiRequest<void>('/api/account/language', { method: 'PUT', body: { language } });
}

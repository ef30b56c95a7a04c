import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '#shared/i18n/languages';
import english from './texts/en';
import spanish from './texts/es';
import type { MailTexts } from './texts/shape';

/**
 * The emails' catalogue (issue 27, decision 060): each email is written in its recipient's language,
 * from mail/texts/<language>.ts, through the same ICU runtime as the app's screens (Lingui core).
 */
export type MailKey = keyof typeof english;

export const mailCatalogues: Record<Language, MailTexts> = { en: english, es: spanish };

const translators = new Map<Language, I18n>();

function translatorOf(language: Language): I18n {
  let i18n = translators.get(language);
  if (!i18n) {
    const compiled = Object.fromEntries(Object.entries(mailCatalogues[language]).map(([key, message]) => [key, compileMessage(message)]));
    i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
    translators.set(language, i18n);
  }
  return i18n;
}

/** `mailText('es')('greeting', { name })` → 'Hola, Ana:'. */
export function mailText(language: Language): (key: MailKey, values?: Record<string, string>) => string {
  const i18n = translatorOf(language);
  return (key, values) => i18n._(key, values);
}

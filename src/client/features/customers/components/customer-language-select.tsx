import type { ChangeEvent } from 'react';
import { isLanguage, languageNames, languages, type Language } from '#shared/i18n/languages';
import { SelectField } from '#client/components/ui/form-field';
import { useSession } from '#client/lib/auth/session';
import { useT } from '#client/i18n';

type Props = { id: string; value: Language | null; onChange: (language: Language | null) => void; disabled?: boolean };

/**
 * The customer's language (issue 27): what their reminders, receipts and statement are written in.
 * The first choice, the default, is the store's language (null on the server: it follows the store).
 */
export function CustomerLanguageSelect({ id, value, onChange, disabled }: Props) {
  const t = useT();
  const { data: session } = useSession();
  const storeLanguage = session?.store?.language ?? 'en';
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(isLanguage(event.target.value) ? event.target.value : null);
  return (
    <SelectField id={id} label={t('customers.customerLanguage')} hint={t('customers.customerLanguageHint')} value={value ?? ''} onChange={change} disabled={disabled}>
      <option value="">{t('customers.storeLanguage', { language: languageNames[storeLanguage] })}</option>
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </SelectField>
  );
}

import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { useTextsIn } from '#client/i18n';
import { useSession } from './auth/session';

/**
 * The texts a customer is sent (reminder, statement link, receipt) in the customer's language — their
 * own (customers.language), else the store's (its owner's choice) — not the screen's (issue 27).
 */
export function useCustomerTexts(customerLanguage: Language | null | undefined) {
  const { data: session } = useSession();
  return useTextsIn(customerLanguage ?? session?.store?.language ?? DEFAULT_LANGUAGE);
}

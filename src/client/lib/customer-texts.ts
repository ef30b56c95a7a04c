import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { useTextsIn } from '#client/i18n';
import { useSession } from './auth/session';

/**
 * The texts a customer is sent (reminder, statement link, receipt) in the customer's language — their
 * own (customers.language), else the store's (its owner's choice) — not the screen's (issue 27).
 */
export function useCustomerTexts(customerLanguage: Language | null | undefined) {
  return useTextsIn(useCustomerLanguage(customerLanguage));
}

/** The customer's language: their own, else the store's (the owner's choice), else English. */
export function useCustomerLanguage(customerLanguage: Language | null | undefined): Language {
  const { data: session } = useSession();
  return customerLanguage ?? session?.store?.language ?? DEFAULT_LANGUAGE;
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { toast } from 'sonner';
import { isLanguage, languageNames, languages, type Language } from '#shared/i18n/languages';
import type { SessionContext } from '#shared/session/session.schemas';
import { loadLanguage, rememberLanguage, useLanguage, useT } from '#client/i18n';
import { saveAccountLanguage } from '#client/lib/auth/account-language';
import { sessionQueryKey, useSession } from '#client/lib/auth/session';
import { cn } from '#client/lib/cn';

/**
 * The language choice (issue 27): English / Español. Every text switches at once, with no reload:
 * what is typed in a form stays. Signed in, the choice is kept on the person's account (it follows
 * them to another device) and the account's choice wins over this device's on arrival.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const accountLanguage = session?.user.language ?? null;

  useEffect(() => {
    if (accountLanguage && accountLanguage !== language) {
      rememberLanguage(accountLanguage);
      void loadLanguage(accountLanguage);
    }
    // the account's choice is applied when it arrives or changes, not on every switch of this device
  }, [accountLanguage]);

  const choose = async (next: Language) => {
    rememberLanguage(next);
    await loadLanguage(next);
    if (!session) return;
    try {
      await saveAccountLanguage(next);
      queryClient.setQueryData<SessionContext | null>(sessionQueryKey, (old) => (old ? { ...old, user: { ...old.user, language: next } } : old));
    } catch {
      toast.error(t('language.saveFailed'));
    }
  };

  return (
    <label className={cn('inline-flex items-center gap-1 text-sm text-slate-700', className)}>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        data-testid="language-select"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="h-9 rounded-md border border-line bg-surface px-2 text-sm text-ink"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

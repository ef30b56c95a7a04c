import english from '#client/i18n/locales/en/push';
import spanish from '#client/i18n/locales/es/push';
import { isLanguage, localeOf, type Language } from '#shared/i18n/languages';

/**
 * The words of each push message (decision 030): the server sends a kind, parameters and the
 * recipient's language (issue 27), never display text. Bundled into the service worker, which has
 * neither the app's i18n runtime nor a language loaded: it holds the push area of both catalogues
 * (a few hundred bytes) and fills their plain {values} itself. No DOM, no zod.
 */
type Texts = { title: string; body: string };
type PushKey = keyof typeof english;

const catalogues: Record<Language, Record<PushKey, string>> = { en: english, es: spanish };

function formatDay(value: string | undefined, language: Language): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(day);
}

export function pushTexts(kind: unknown, params: Record<string, unknown>, language: unknown = 'en'): Texts {
  const words = catalogues[isLanguage(language) ? language : 'en'];
  const lang: Language = isLanguage(language) ? language : 'en';
  const say = (key: PushKey, values: Record<string, string> = {}) => words[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  switch (kind) {
    case 'test':
      return { title: 'Corner Store', body: say('notifyTestBody') };
    case 'trial-ending': {
      const day = formatDay(text('endDate'), lang);
      return { title: say('notifyTrialEndingTitle'), body: day ? say('notifyTrialEndsOn', { day }) : say('notifyTrialEndsSoon') };
    }
    case 'payment-failed':
      return { title: say('notifyPaymentFailedTitle'), body: say('notifyPaymentFailedBody') };
    case 'community-post':
      return { title: say('notifyImportantPostTitle'), body: text('postTitle')?.slice(0, 200) ?? say('notifyImportantPostBody') };
    default:
      return { title: 'Corner Store', body: say('notifyDefaultBody') };
  }
}

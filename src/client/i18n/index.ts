export { t, useT, useLanguage, loadLanguage, currentLanguage, initialLanguage, rememberLanguage, activateCatalogue } from './i18n';
export { textsOf } from './texts-of';
export type { TextKey, TextValues } from './catalogue';

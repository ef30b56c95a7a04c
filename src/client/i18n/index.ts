export { t, useT, useLanguage, textsIn, loadTextsIn, useTextsIn, loadLanguage, currentLanguage, initialLanguage, rememberLanguage, activateCatalogue } from './i18n';
export { textsOf } from './texts-of';
export type { TextKey, TextValues } from './catalogue';

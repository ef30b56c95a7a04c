/**
 * The entry script's texts in the page's language (<html lang>). Only the small `entry` area of each
 * language is bundled, not the pages' texts.
 */
import type { Language } from '#shared/i18n/languages';
import { entry as en } from '../texts/en/entry';
import { entry as es } from '../texts/es/entry';
import type { Translation } from '../texts/types';

export type EntryTexts = Translation<typeof en>;

const entryTexts: Record<Language, EntryTexts> = { en, es };

/** A page's language, else English. (No import of the shared language list: it would be one more request.) */
export function entryTextsIn(language: string | null | undefined): EntryTexts {
  return language && Object.hasOwn(entryTexts, language) ? entryTexts[language as Language] : en;
}

/** The texts of the page in this document. */
export function pageEntryTexts(root: Document = document): EntryTexts {
  return entryTextsIn(root.documentElement.lang);
}

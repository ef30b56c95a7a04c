import { eq } from 'drizzle-orm';
import { acceptLanguageTags, isLanguage, pickLanguage, type Language } from '#shared/i18n/languages';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';

/** A person's chosen language (profiles.language), or null until they choose (issue 27). */
export async function profileLanguage(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return isLanguage(row?.language) ? row.language : null;
}

/**
 * The language to answer a signed-in request in (a download, a print): the person's choice on their
 * profile, else their browser's Accept-Language (what the screen showed them before they chose).
 */
export async function requesterLanguage(db: Db, userId: string, acceptLanguage: string | null | undefined): Promise<Language> {
  return (await profileLanguage(db, userId)) ?? pickLanguage(acceptLanguageTags(acceptLanguage));
}

import { z } from 'zod';
import { languages } from './languages';

/** A language code at the door (account setting, sign-up): one we speak, nothing else. Kept apart from
 * languages.ts so the client's i18n core, on every page's first load, does not pull zod. */
export const languageSchema = z.enum(languages);

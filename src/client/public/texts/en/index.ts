import { appSetup } from './app-setup';
import { common, heads, notFound } from './common';
import { contact } from './contact';
import { entry } from './entry';
import { landing } from './landing';
import { privacy } from './privacy';
import { terms } from './terms';

/** The public pages' English texts (the spec's words); every other language has exactly these keys. */
export const en = { common, heads, notFound, landing, appSetup, contact, terms, privacy, entry } as const;

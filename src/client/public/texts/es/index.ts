import { appSetup } from './app-setup';
import { common, heads, notFound } from './common';
import { contact } from './contact';
import { entry } from './entry';
import { landing } from './landing';
import { privacy } from './privacy';
import { terms } from './terms';

/** Los textos de las páginas públicas en español (las mismas claves que en/index.ts). */
export const es = { common, heads, notFound, landing, appSetup, contact, terms, privacy, entry } as const;

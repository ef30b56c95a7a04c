import type english from './en';

/** What every language's catalogue holds: English's keys, each an ICU message. */
export type MailTexts = { readonly [K in keyof typeof english]: string };

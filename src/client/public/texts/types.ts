/**
 * The shape every language's public-page texts must have: the English object with each string
 * widened. Tuples keep their length, so a list (a legal section's bullets, the plan's lines) has
 * as many items in every language; a missing or extra key fails `tsc`, and texts.test.ts checks the
 * same at run time.
 */
export type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> };

import type { Language } from "./language";

/**
 * A typed catalogue of texts (decision 114): the French texts written once, the German and English
 * ones checked by the compiler against them, key for key. A text is a string or a function that
 * writes one from its values (`(count: number) => string`); groups of texts nest.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...values: infer V) => string
    ? (...values: V) => string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : { readonly [K in keyof T]: Translation<T[K]> };

export type Catalogue<F> = Readonly<Record<Language, Translation<F>>>;

/** Any catalogue, for functions that pick one language of it. */
export type AnyCatalogue = Readonly<Record<Language, unknown>>;

/** The texts of one part of the site in every language. */
export function defineTexts<const F>(texts: { fr: F; de: Translation<F>; en: Translation<F> }): Catalogue<F> {
  return texts as Catalogue<F>;
}

/** The texts of a catalogue in one language. */
export function textsIn<C extends AnyCatalogue>(catalogue: C, language: Language): C[Language] {
  return catalogue[language];
}

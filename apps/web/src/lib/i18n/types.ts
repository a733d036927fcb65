import type { Language } from '@scf/shared/constants';

/** A tree of translation texts: nested keys, string leaves. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/**
 * i18next's singular of a text read with `count` (`key_one` beside `key`, used when the count is 1):
 * a language may add it where its grammar asks (English does, Chinese has no plural).
 */
type SingularForms<T> = {
  readonly [K in keyof T as T[K] extends string ? `${K & string}_one` : never]?: string;
};

/**
 * The shape every other language must follow, derived from the zh-CN module of an area, so that a
 * missing or extra key is a compile error as well as a failed parity test.
 */
export type TextsLike<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]>;
} & SingularForms<T>;

/** One area's texts in all three languages. */
export type TextsByLanguage = Readonly<Record<Language, TextTree>>;

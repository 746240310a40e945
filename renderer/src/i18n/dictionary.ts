import type { Language } from '../../../common/contract/index';

/** A UI string: plain text, or a function of the figures it names. */
export type Entry = string | ((...args: never[]) => string);
export type Strings = Record<string, Entry>;

/**
 * One area's strings in every language. English gives the keys and the shape of each entry;
 * Russian must have exactly the same: a missing or extra key, or a function taking other
 * arguments, is a type error.
 */
export type Dictionary<T> = Record<Language, T>;

/** Entries as the other language must match them: any text, functions with the same arguments. */
export type Shape<T extends Strings> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : never;
};

export function dictionary<T extends Strings>(entries: {
  en: T;
  ru: NoInfer<Shape<T>>;
}): Dictionary<Shape<T>> {
  // T is Shape<T> with its literal texts: the same object, typed the way every language reads it.
  return entries as unknown as Dictionary<Shape<T>>;
}

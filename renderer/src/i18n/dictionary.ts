import type { Language } from '../../../electron/contract';

/** A UI string: plain text, or a function of the figures it names. */
export type Entry = string | ((...args: never[]) => string);
export type Strings = Record<string, Entry>;

/**
 * One area's strings in every language. English gives the keys and the shape of each entry;
 * Russian must have exactly the same: a missing or extra key, or a function taking other
 * arguments, is a type error.
 */
export type Dictionary<T extends Strings> = Record<Language, T>;

export function dictionary<T extends Strings>(entries: { en: T; ru: NoInfer<T> }): Dictionary<T> {
  return entries;
}

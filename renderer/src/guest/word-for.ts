/** A code in words when the dictionary knows it (token types, entries); otherwise as it came. */
export function wordFor(words: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(words, code) ? words[code]! : code;
}

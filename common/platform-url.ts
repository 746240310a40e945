/**
 * What makes a text a platform's (or an update feed's) address. Plain functions, without zod, so
 * that the core's first chunk can check `--platform` before it listens (issue 27);
 * `PlatformUrlSchema` (contract/settings.ts) is built from them.
 */

export const PLATFORM_URL_MAX_LENGTH = 500;

export function isHttpAddress(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

/** The password goes to the secret store, never into an address that is shown and saved. */
export function hasNoCredentials(text: string): boolean {
  return !URL.canParse(text) || (!new URL(text).username && !new URL(text).password);
}

/** Whether `PlatformUrlSchema` accepts the text. */
export function isPlatformUrl(text: string): boolean {
  return text.length <= PLATFORM_URL_MAX_LENGTH && isHttpAddress(text) && hasNoCredentials(text);
}

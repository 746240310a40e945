/**
 * The site's telephone rules when the settings name none (Russia: +7, trunk prefix 8, ten digits,
 * mobiles start with 9): the settings schema's defaults (rules.ts), and the page's until it has read
 * the settings. Free of zod: the renderer's first chunk takes it.
 */
export const DEFAULT_PHONE = {
  countryCode: '7',
  trunkPrefix: '8',
  nationalLength: 10,
  nationalPattern: '^9',
} as const;

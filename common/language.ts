/** The UI's languages (Russian first: the default). Its own module so that the money module and the contract both take it without importing each other. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

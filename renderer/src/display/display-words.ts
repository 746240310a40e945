import type { Cents } from '../../../common/platform/money';
import type { displayStrings } from '../i18n/dictionaries/display';

/** The display's words in its language, and its money format: what every view of it takes. */
export type DisplayWords = (typeof displayStrings)['en'];
export type Money = (cents: Cents) => string;

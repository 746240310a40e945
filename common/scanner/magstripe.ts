/**
 * The tracks of a magnetic stripe swipe as a keyboard-mode reader types them:
 * track 1 `%...?` (ISO 7813: `%B<PAN>^<NAME>^<YYMM>...?`), track 2 `;...?` (`;<PAN>=<YYMM>...?`), track 3 `+...?`
 * (some readers start track 3 with `;` too: a second `;` track is track 3). A track that failed to read is
 * `%E?`, `;E?` or `+E?`.
 */

export type TrackNumber = 1 | 2 | 3;

export interface Track {
  track: TrackNumber;
  /** The data between the sentinels. */
  content: string;
  readError: boolean;
}

const SWIPE_SHAPE = /^(?:[%;+][^?]*\?)+$/;
const TRACK = /([%;+])([^?]*)\?/g;

/** Whole tracks, then one begun with its sentinel and never ended: the reader's burst was cut. */
const CUT_SWIPE_SHAPE = /^(?:[%;+][^?]*\?)*[%;+][^?]*$/;

/**
 * A swipe cut before its end sentinel (`;0001234567`, `%B123^IVANOV?;00012`): stripe data that
 * a burst lost the end of (a busy till, a card pulled too fast). Not a code: the card must be
 * swiped again.
 */
export function isCutSwipe(text: string): boolean {
  return CUT_SWIPE_SHAPE.test(text);
}

/**
 * Whether `text` is whole stripe data: every track begun with its sentinel has ended with `?`. A
 * reader's burst may still go on (a second track, then its suffix key), but what it typed so far
 * is a swipe as it stands.
 */
export function isWholeSwipe(text: string): boolean {
  return SWIPE_SHAPE.test(text);
}

/** The tracks of `text` when the whole text is stripe data; undefined when it is something else. */
export function parseSwipe(text: string): Track[] | undefined {
  if (!isWholeSwipe(text)) return undefined;
  const tracks: Track[] = [];
  for (const [, sentinel, content = ''] of text.matchAll(TRACK)) {
    const seen = (n: TrackNumber) => tracks.some((t) => t.track === n);
    const track: TrackNumber = sentinel === '%' ? 1 : sentinel === '+' || seen(2) ? 3 : 2;
    tracks.push({ track, content, readError: content === 'E' });
  }
  return tracks;
}

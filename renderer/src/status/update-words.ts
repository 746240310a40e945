import type { UpdateProblem, UpdateState, UpdateWait } from '../../../common/contract/index';
import type { updateStrings } from '../i18n/dictionaries/updates';

type Words = (typeof updateStrings)['en'];
type Ready = Extract<UpdateState, { state: 'ready' }>;

function problemWords(s: Words, problem: UpdateProblem): string {
  switch (problem) {
    case 'feedUnreachable':
      return s.feedUnreachable;
    case 'feedUnreadable':
      return s.feedUnreadable;
    case 'checksumMismatch':
      return s.checksumMismatch;
    case 'downloadFailed':
      return s.downloadFailed;
  }
}

/** What the install waits for, in words; undefined when nothing holds it. */
function waitWords(s: Words, waitsFor: readonly UpdateWait[]): string | undefined {
  const queue = waitsFor.includes('queue');
  const shift = waitsFor.includes('shift');
  if (queue && shift) return s.onceBoth;
  if (queue) return s.onceQueueEmpty;
  if (shift) return s.onceShiftClosed;
  return undefined;
}

function readyWords(s: Words, ready: Ready, withVersion: boolean): string {
  const condition = waitWords(s, ready.waitsFor);
  if (withVersion) {
    return condition ? s.readyVersionOnce(ready.version, condition) : s.readyVersion(ready.version);
  }
  return condition ? s.readyOnce(condition) : s.ready;
}

/** The status bar's words: only what is worth a cashier's glance (ready, failed), else nothing. */
export function updateBarWords(s: Words, update: UpdateState): string | undefined {
  switch (update.state) {
    case 'ready':
      return readyWords(s, update, false);
    case 'failed':
      return `${s.failed} ${problemWords(s, update.problem)}`;
    case 'systemPackages':
    case 'off':
    case 'checking':
    case 'current':
    case 'downloading':
      return undefined;
  }
}

/** The settings' words for every state; `time` formats a moment as the clock time. */
export function updateStateWords(s: Words, update: UpdateState, time: (moment: string) => string): string {
  switch (update.state) {
    case 'systemPackages':
      return s.systemPackages;
    case 'off':
      return s.off;
    case 'checking':
      return s.checking;
    case 'current':
      return update.rolloutLater === undefined
        ? s.current(time(update.checkedAt))
        : s.rolloutLater(update.rolloutLater, time(update.checkedAt));
    case 'downloading':
      return s.downloading(update.version);
    case 'ready':
      return `${readyWords(s, update, true)}.`;
    case 'failed':
      return `${s.failedAt(time(update.checkedAt))} ${problemWords(s, update.problem)}. ${s.tryAgain}`;
  }
}

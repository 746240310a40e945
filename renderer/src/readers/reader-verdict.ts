import type { Status } from '../../../common/contract/index';
import type { HidTrouble } from '../status/reader-words';

type Scanner = Status['scanner'];
type Reader = Scanner['readers'][number];

/** Whether the terminal can read a device, and if not, why: a closed set the screen words. */
export type ReaderVerdict =
  | { kind: 'reading' }
  | { kind: 'opening' }
  | { kind: 'noPermission'; fix: string }
  | { kind: 'noBackend'; backend: HidTrouble }
  | { kind: 'keptByOs' }
  | { kind: 'unplugged' }
  | { kind: 'error'; message: string };

/** The shipped udev rule's install (README "Card readers"), unless the core named its own fix. */
export const UDEV_COMMAND =
  'sudo cp build/udev/70-loyalty-terminal-readers.rules /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger';

export function readerVerdict(reader: Reader, backend: Scanner['backend']): ReaderVerdict {
  if (backend.state === 'missing' || backend.state === 'error') return { kind: 'noBackend', backend };
  switch (reader.state) {
    case 'reading':
      return { kind: 'reading' };
    case 'opening':
      return { kind: 'opening' };
    case 'noPermission':
      return { kind: 'noPermission', fix: reader.message?.match(/sudo .*/)?.[0] ?? UDEV_COMMAND };
    case 'unplugged':
      return { kind: 'unplugged' };
    case 'error':
      // A keyboard-mode reader the system keeps for itself (Windows, or a grabbed input device).
      return reader.kind === 'keyboard'
        ? { kind: 'keptByOs' }
        : { kind: 'error', message: reader.message ?? '' };
  }
}

import type { PrinterState } from '../../common/contract/index';

/**
 * ESC/POS real-time status (DLE EOT n), written by hand: the encoder builds what a printer prints
 * and has no status query, and a printer answers these even with its buffer full or offline.
 * n = 1 printer status, 2 offline cause, 4 roll paper sensor; one byte answers each, in order.
 */
export const STATUS_QUERY = Uint8Array.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);
export const STATUS_ANSWER_LENGTH = 3;

const OFFLINE = 0x08;
const COVER_OPEN = 0x04;
const PAPER_END_STOP = 0x20;
const PAPER_END_SENSOR = 0x60;
/** Every status byte has bit 4 set and bit 7 clear: anything else is not an answer. */
const FIXED_MASK = 0x90;
const FIXED_BITS = 0x10;

/** The printer's state from its three answers, or undefined when they are not status bytes. */
export function stateOfStatus(answer: Uint8Array): PrinterState | undefined {
  if (answer.length < STATUS_ANSWER_LENGTH) return undefined;
  const [printer, cause, paper] = [answer[0]!, answer[1]!, answer[2]!];
  if ([printer, cause, paper].some((byte) => (byte & FIXED_MASK) !== FIXED_BITS)) return undefined;
  if ((cause & COVER_OPEN) !== 0) return 'coverOpen';
  if ((paper & PAPER_END_SENSOR) !== 0 || (cause & PAPER_END_STOP) !== 0) return 'noPaper';
  if ((printer & OFFLINE) !== 0) return 'offline';
  return 'ready';
}

import type { KeyStroke } from './boot-keyboard';

export type AssembledScan =
  { kind: 'complete'; text: string } | { kind: 'incomplete'; text: string; reason: string };

export const DEFAULT_IDLE_GAP_MS = 50;

/**
 * Groups key strokes from one keyboard-mode reader into scans. A scan ends on Enter or Tab from the device,
 * or when no stroke came for `idleGapMs` (readers configured without a suffix). Timer-free: the caller passes
 * timestamps and calls `flush(now)` from its own timer. A decode error inside a scan does not lose the scan:
 * it is kept and finished as `incomplete`, with the reason.
 */
export class ScanAssembler {
  private text = '';
  private errors: string[] = [];
  private lastAt: number | undefined;

  /**
   * @param requireSuffix for readers configured to end every scan with Enter/Tab: a scan that ends by the idle
   *   gap instead was cut short, and is reported incomplete rather than classified.
   */
  constructor(
    private readonly idleGapMs: number = DEFAULT_IDLE_GAP_MS,
    private readonly requireSuffix = false,
  ) {}

  get pending(): boolean {
    return this.lastAt !== undefined;
  }

  push(strokes: readonly KeyStroke[], at: number): AssembledScan[] {
    const done = this.flush(at);
    for (const stroke of strokes) {
      if (stroke.kind === 'end') {
        done.push(...this.finish());
        continue;
      }
      if (stroke.kind === 'char') this.text += stroke.char;
      else this.errors.push(stroke.reason);
      this.lastAt = at;
    }
    // Any report, key releases included, shows the reader is still sending: the idle gap counts from it.
    if (this.lastAt !== undefined) this.lastAt = at;
    return done;
  }

  /** Whether a scan is open and nothing came from the reader for the idle gap. */
  isIdle(now: number): boolean {
    return this.lastAt !== undefined && now - this.lastAt >= this.idleGapMs;
  }

  /** Finishes a scan that has been idle for the gap; returns nothing otherwise. */
  flush(now: number): AssembledScan[] {
    if (!this.isIdle(now)) return [];
    if (this.requireSuffix) this.errors.push(`no Enter or Tab from the reader within ${this.idleGapMs} ms`);
    return this.finish();
  }

  /** Ends a scan cut short (reader unplugged, read error): its data is reported as incomplete, never as a scan. */
  abort(reason: string): AssembledScan[] {
    if (this.lastAt === undefined) return [];
    this.errors.push(reason);
    return this.finish();
  }

  private finish(): AssembledScan[] {
    const { text, errors } = this;
    const started = this.lastAt !== undefined;
    this.text = '';
    this.errors = [];
    this.lastAt = undefined;
    if (!started) return [];
    return errors.length > 0
      ? [{ kind: 'incomplete', text, reason: summariseErrors(errors) }]
      : [{ kind: 'complete', text }];
  }
}

/** The first few distinct reasons and how many more: a noisy reader must not produce a megabyte of reason. */
export function summariseErrors(errors: readonly string[], shown = 3): string {
  const distinct = [...new Set(errors)].slice(0, shown);
  const more = errors.length - distinct.length;
  return distinct.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

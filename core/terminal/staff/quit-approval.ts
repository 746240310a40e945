import type { EventBus } from '../event-bus';
import { coreError } from '../errors';

/** How long the page has to answer before the app stays open (a hung page cannot quit it). */
export const QUIT_ANSWER_MS = 3 * 60_000;

/**
 * Quitting while holds wait needs a manager (issue 15). The Electron host asks here after the
 * cashier said "quit": the page is told (`quitRequest` event), shows the PIN dialog and sends
 * `app.quit` with a manager's grant (checked by the gate like every protected command) or
 * `app.stay`. No answer in time is "stay". The browser host never asks: see docs/security.md.
 */
export class QuitApproval {
  private pending: { settle: (approved: boolean) => void; timer: NodeJS.Timeout } | undefined;

  constructor(
    private readonly events: EventBus,
    private readonly answerMs = QUIT_ANSWER_MS,
  ) {}

  /** Resolves true once a manager approved, false on app.stay or no answer. */
  request(count: number): Promise<boolean> {
    this.settle(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(false), this.answerMs);
      timer.unref?.();
      this.pending = { settle: resolve, timer };
      this.events.emit('quitRequest', { count });
    });
  }

  /** app.quit, once the gate admitted it: refused when nobody asked. */
  approve(): void {
    if (!this.pending) throw coreError('quitNotAsked');
    this.settle(true);
  }

  /** app.stay: harmless when nothing is asked. */
  stay(): void {
    this.settle(false);
  }

  private settle(approved: boolean): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    clearTimeout(pending.timer);
    pending.settle(approved);
  }
}

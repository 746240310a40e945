import type { ErrorValue, HoldNotice, TerminalBridge } from '../../../common/contract/index';

/**
 * The core's hold notices not yet acknowledged (it keeps them: a reloaded page shows them again),
 * kept live by the `notices` event; each carries the whole list.
 */
export class HoldNoticesState {
  notices = $state<HoldNotice[]>([]);
  /** Why the last acknowledgement failed (the notice stays). */
  error = $state<ErrorValue | undefined>(undefined);
  /** Events seen: a list read that an event overtook is older than what is shown. */
  #events = 0;

  constructor(private readonly bridge: TerminalBridge) {}

  start(): () => void {
    const stop = this.bridge.on('notices', ({ notices }) => {
      this.#events += 1;
      this.notices = notices;
    });
    void this.refresh();
    return stop;
  }

  async refresh(): Promise<void> {
    const before = this.#events;
    const result = await this.bridge['notices.list']({});
    if (result.ok && this.#events === before) this.notices = result.value.notices;
  }

  async acknowledge(noticeId: string): Promise<void> {
    const result = await this.bridge['notices.acknowledge']({ noticeId });
    if (result.ok) {
      this.error = undefined;
      this.notices = result.value.notices;
    } else this.error = result.error;
  }
}

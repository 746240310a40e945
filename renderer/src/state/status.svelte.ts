import type { ErrorValue, QueueSummary, Status, TerminalBridge } from '../../../common/contract/index';
import type { LinkState } from '../bridge/link';
import { contextPiece } from '../context-piece';

/**
 * The terminal's state as the status bar shows it: the core's `status` (connectivity, queue,
 * readers, warnings), kept live by `status` and `queue` events, and the UI's own link to its host.
 */
export class StatusState {
  status = $state<Status | undefined>(undefined);
  link = $state<LinkState>('connecting');
  /** Why the first status could not be read (the host is not answering). */
  error = $state<ErrorValue | undefined>(undefined);

  readonly queue: QueueSummary | undefined = $derived(this.status?.queue);
  readonly offline = $derived(this.status?.connectivity !== 'online');

  constructor(private readonly bridge: TerminalBridge) {}

  /** Subscribes to the events and reads the first status; returns the unsubscribe. */
  start(): () => void {
    const stops = [
      this.bridge.on('status', (status) => (this.status = status)),
      this.bridge.on('queue', ({ summary }) => {
        if (this.status) this.status.queue = summary;
      }),
    ];
    void this.refresh();
    return () => stops.forEach((stop) => stop());
  }

  async refresh(): Promise<void> {
    const result = await this.bridge.status({});
    if (result.ok) {
      this.status = result.value;
      this.error = undefined;
    } else this.error = result.error;
  }

  setLink(link: LinkState): void {
    const reconnected = link === 'open' && this.link !== 'open' && this.link !== 'connecting';
    this.link = link;
    // Events were missed while the stream was cut: read the status again.
    if (reconnected) void this.refresh();
  }
}

/** The terminal's status: the platform's link, the queue, the shift, the devices. */
export const [useStatus, statusEntry] = contextPiece<StatusState>('status');

import type { DeviceManagerOptions, ScannerStatus } from '../../scanner/device-manager';
import type { ReaderSelection } from '../../scanner/reader-selection';
import type { ClassifyRules } from '../../../common/scanner/rules';
import type { ScanOutcome } from '../../../common/scanner/scan-outcome';

/** What the core needs of core/scanner's DeviceManager. */
export interface ScanDeviceManager {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): ScannerStatus;
  onScan(listener: (event: ScanOutcome) => void): () => void;
  onStatus(listener: (status: ScannerStatus) => void): () => void;
}

export type ScanDeviceFactory = (options: DeviceManagerOptions) => ScanDeviceManager;

const NOT_READING: ScannerStatus = {
  backend: { state: 'missing', reason: 'notThisHost' },
  readers: [],
  others: [],
};

/**
 * The HID readers behind the core. The device manager bakes the scan rules and the reader
 * selection into each reader's pipeline, so a change of either builds a new manager.
 */
export class ScanDevices {
  private manager: ScanDeviceManager | undefined;
  private unsubscribe: (() => void)[] = [];
  private configuring: Promise<void> = Promise.resolve();

  constructor(
    private readonly factory: ScanDeviceFactory | undefined,
    private readonly listeners: { scan(event: ScanOutcome): void; status(): void },
  ) {}

  status(): ScannerStatus {
    return (
      this.manager?.status() ??
      (this.factory ? { backend: { state: 'loading' }, readers: [], others: [] } : NOT_READING)
    );
  }

  /** (Re)starts reading with these rules and this selection; resolves once the first device scan is done. */
  configure(selection: ReaderSelection, rules: ClassifyRules): Promise<void> {
    this.configuring = this.configuring
      .catch(() => undefined)
      .then(async () => {
        await this.release();
        if (!this.factory) return;
        const manager = this.factory({ selection, pipeline: { rules } });
        this.manager = manager;
        this.unsubscribe = [
          manager.onScan((event) => this.listeners.scan(event)),
          manager.onStatus(() => this.listeners.status()),
        ];
        await manager.start();
      });
    return this.configuring;
  }

  async stop(): Promise<void> {
    this.configuring = this.configuring.catch(() => undefined).then(() => this.release());
    await this.configuring;
  }

  private async release(): Promise<void> {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    const manager = this.manager;
    this.manager = undefined;
    await manager?.stop();
  }
}

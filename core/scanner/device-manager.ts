import { loadNodeHidBackend } from './hid-backend';
import type { BackendLoadResult, HidBackend, HidDeviceInfo, HidReader } from './hid-backend';
import { DEFAULT_BARCODE_LAYOUT } from './hid-pos-barcode';
import { DEFAULT_MSR_LAYOUT } from './hid-pos-msr';
import { DEFAULT_READER_SELECTION, FORMAT_OF_KIND, readerIds, selectReaders } from './reader-selection';
import type { ReaderSelection, SelectedReader } from './reader-selection';
import { describeDevice, describeOpenError, describeOther } from './reader-status';
import type { BackendStatus, OtherDevice, ReaderStatus, ScannerStatus } from './reader-status';
import { createReportPipeline } from './report-pipeline';
import type { ReportPipeline, ReportPipelineOptions } from './report-pipeline';
import { DEFAULT_IDLE_GAP_MS } from '../../common/scanner/scan-assembler';
import type { ScanOutcome } from '../../common/scanner/scan-outcome';

export type {
  BackendStatus,
  NotReadWhy,
  OtherDevice,
  ReaderState,
  ReaderStatus,
  ScannerStatus,
} from './reader-status';
export { DEFAULT_LINUX_PERMISSION_FIX, describeOpenError } from './reader-status';

export interface DeviceManagerOptions {
  /** A backend, or a loader for one; default: node-hid, imported lazily. */
  backend?: HidBackend | (() => Promise<BackendLoadResult>);
  selection?: Partial<ReaderSelection>;
  /** How often the device list is read to notice plugging and unplugging. */
  pollIntervalMs?: number;
  /** How long to wait before opening again a reader that could not be opened (permission, busy). */
  retryIntervalMs?: number;
  pipeline?: ReportPipelineOptions;
  now?: () => number;
  platform?: NodeJS.Platform;
  /** What to do when Linux refuses a reader; an AppImage, which cannot install the udev rule, names the command. */
  linuxPermissionFix?: string;
}

interface ReaderEntry {
  status: ReaderStatus;
  selected: SelectedReader;
  pipeline: ReportPipeline;
  reader?: HidReader;
  lastAttempt: number;
  idleTimer?: ReturnType<typeof setTimeout>;
}

type ScanListener = (event: ScanOutcome, reader: ReaderStatus) => void;
type StatusListener = (status: ScannerStatus) => void;

/**
 * Finds the readers, keeps them open and turns their reports into scan events. Polls the device list to
 * notice plugging and unplugging, reopens a reader that comes back, and reports each reader's state as data.
 * Never throws for a device problem: it shows up in the status.
 */
export class DeviceManager {
  private backend: HidBackend | undefined;
  private backendStatus: BackendStatus = { state: 'loading' };
  private readonly entries = new Map<string, ReaderEntry>();
  private readonly scanListeners = new Set<ScanListener>();
  private readonly statusListeners = new Set<StatusListener>();
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private polling: Promise<void> | undefined;
  private lastStatusJson = '';
  private others: OtherDevice[] = [];
  private readonly selection: ReaderSelection;
  private readonly pollIntervalMs: number;
  private readonly retryIntervalMs: number;
  private readonly idleGapMs: number;
  private readonly now: () => number;
  private readonly platform: NodeJS.Platform;

  constructor(private readonly options: DeviceManagerOptions = {}) {
    this.selection = { ...DEFAULT_READER_SELECTION, ...options.selection };
    this.pollIntervalMs = options.pollIntervalMs ?? 1500;
    this.retryIntervalMs = options.retryIntervalMs ?? 10_000;
    this.idleGapMs = options.pipeline?.idleGapMs ?? DEFAULT_IDLE_GAP_MS;
    this.now = options.now ?? (() => performance.now());
    this.platform = options.platform ?? process.platform;
  }

  onScan(listener: ScanListener): () => void {
    this.scanListeners.add(listener);
    return () => this.scanListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  status(): ScannerStatus {
    return {
      backend: { ...this.backendStatus },
      readers: [...this.entries.values()].map((e) => ({ ...e.status })),
      others: this.others.map((o) => ({ ...o })),
    };
  }

  /** Loads the backend and starts polling; resolves after the first device scan. */
  async start(): Promise<void> {
    if (this.pollTimer !== undefined) return;
    const loaded = await this.loadBackend();
    if (loaded) {
      this.pollTimer = setInterval(() => void this.poll(), this.pollIntervalMs);
      await this.poll();
    }
    this.emitStatus();
  }

  /** Stops polling and closes every reader; a scan in progress is reported as incomplete. */
  async stop(): Promise<void> {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
    await this.polling;
    await Promise.all(
      [...this.entries.values()].map((entry) => this.release(entry, 'the terminal stopped reading')),
    );
    this.emitStatus();
  }

  /** Reads the device list once: opens new and returning readers, marks missing ones unplugged. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => (this.polling = undefined));
    return this.polling;
  }

  private async loadBackend(): Promise<boolean> {
    const source = this.options.backend ?? (() => loadNodeHidBackend());
    const result: BackendLoadResult =
      typeof source === 'function' ? await source() : { ok: true, backend: source };
    if (result.ok) {
      this.backend = result.backend;
      this.backendStatus = { state: 'ready', description: result.backend.description };
    } else {
      this.backendStatus = { state: 'missing', reason: result.reason, detail: result.detail };
    }
    return result.ok;
  }

  private async pollOnce(): Promise<void> {
    const backend = this.backend;
    if (backend === undefined) return;
    let devices: HidDeviceInfo[];
    try {
      devices = await backend.listDevices();
      this.backendStatus = { state: 'ready', description: backend.description };
    } catch (error) {
      this.backendStatus = { state: 'error', detail: (error as Error).message };
      this.emitStatus();
      return;
    }
    const selected = selectReaders(devices, this.selection).sort((a, b) =>
      a.device.path.localeCompare(b.device.path),
    );
    const read = new Set(selected.map((r) => r.device.path));
    this.others = devices
      .filter((d) => !read.has(d.path))
      .sort((a, b) => a.path.localeCompare(b.path))
      .map(describeOther);
    const ids = readerIds(selected);
    const present = new Set(ids);
    const opening: Promise<void>[] = [];
    selected.forEach((reader, i) => {
      const id = ids[i] ?? reader.device.path;
      const entry = this.entryFor(id, reader);
      if (entry.reader !== undefined && entry.status.path !== reader.device.path) {
        opening.push(this.release(entry, 'the reader moved to another path'));
        entry.status.state = 'unplugged';
      }
      entry.selected = reader;
      Object.assign(entry.status, describeDevice(reader));
      if (this.shouldOpen(entry)) opening.push(this.open(entry));
    });
    for (const entry of this.entries.values()) {
      if (!present.has(entry.status.id) && entry.status.state !== 'unplugged') {
        opening.push(this.release(entry, 'the reader was unplugged in the middle of a scan'));
        entry.status.state = 'unplugged';
        entry.status.message = undefined;
      }
    }
    await Promise.all(opening);
    this.emitStatus();
  }

  private entryFor(id: string, selected: SelectedReader): ReaderEntry {
    let entry = this.entries.get(id);
    if (entry === undefined) {
      entry = {
        status: { id, ...describeDevice(selected), state: 'unplugged' },
        selected,
        pipeline: this.createPipeline(selected),
        lastAttempt: Number.NEGATIVE_INFINITY,
      };
      this.entries.set(id, entry);
    }
    return entry;
  }

  private createPipeline({ kind, config }: SelectedReader): ReportPipeline {
    const base = {
      ...this.options.pipeline,
      requireSuffix: config?.requireSuffix ?? this.options.pipeline?.requireSuffix,
    };
    if (config?.reportId === undefined) return createReportPipeline(FORMAT_OF_KIND[kind], base);
    const reportId = config.reportId ?? undefined;
    return createReportPipeline(FORMAT_OF_KIND[kind], {
      ...base,
      keyboard: { ...base.keyboard, reportId },
      barcodeLayout: { ...(base.barcodeLayout ?? DEFAULT_BARCODE_LAYOUT), reportId },
      msrLayout: { ...(base.msrLayout ?? DEFAULT_MSR_LAYOUT), reportId },
    });
  }

  private shouldOpen(entry: ReaderEntry): boolean {
    const { state } = entry.status;
    if (state === 'unplugged') return true;
    if (state === 'noPermission' || state === 'error')
      return this.now() - entry.lastAttempt >= this.retryIntervalMs;
    return false;
  }

  private async open(entry: ReaderEntry): Promise<void> {
    const backend = this.backend;
    if (backend === undefined) return;
    entry.status.state = 'opening';
    entry.status.message = undefined;
    entry.lastAttempt = this.now();
    try {
      const reader = await backend.open(entry.status.path);
      entry.reader = reader;
      reader.onData((report) => this.handleReport(entry, reader, report));
      reader.onError((error) => void this.handleReadError(entry, reader, error));
      entry.status.state = 'reading';
    } catch (error) {
      const { state, message } = describeOpenError(
        error,
        entry.status.kind,
        this.platform,
        this.options.linuxPermissionFix,
      );
      entry.status.state = state;
      entry.status.message = message;
    }
  }

  private handleReport(entry: ReaderEntry, reader: HidReader, report: Uint8Array): void {
    if (entry.reader !== reader) return;
    this.emitScans(entry, entry.pipeline.push(report, this.now()));
    this.scheduleFlush(entry);
  }

  private scheduleFlush(entry: ReaderEntry): void {
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
    if (!entry.pipeline.pending) return;
    entry.idleTimer = setTimeout(() => {
      this.emitScans(entry, entry.pipeline.flush(this.now()));
      this.scheduleFlush(entry);
    }, this.idleGapMs + 1);
  }

  private async handleReadError(entry: ReaderEntry, reader: HidReader, error: Error): Promise<void> {
    if (entry.reader !== reader) return;
    await this.release(entry, `the reader failed in the middle of a scan (${error.message})`);
    entry.status.state = 'error';
    entry.status.message = `read failed: ${error.message}`;
    entry.lastAttempt = Number.NEGATIVE_INFINITY; // reopen at the next poll if it is still there
    this.emitStatus();
  }

  /** Closes the reader and reports a scan it cut short. */
  private async release(entry: ReaderEntry, reason: string): Promise<void> {
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
    this.emitScans(entry, entry.pipeline.flush(this.now()));
    this.emitScans(entry, entry.pipeline.abort(reason));
    const reader = entry.reader;
    entry.reader = undefined;
    await reader?.close().catch(() => undefined);
  }

  private emitScans(entry: ReaderEntry, events: ScanOutcome[]): void {
    for (const event of events) {
      for (const listener of this.scanListeners) listener(event, { ...entry.status });
    }
  }

  private emitStatus(): void {
    const status = this.status();
    const json = JSON.stringify(status);
    if (json === this.lastStatusJson) return;
    this.lastStatusJson = json;
    for (const listener of this.statusListeners) listener(status);
  }
}

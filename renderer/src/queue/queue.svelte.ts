import type {
  CorrectionInput,
  ErrorValue,
  EventPayload,
  HoldView,
  QueueSummary,
  TerminalBridge,
  TokenInput,
} from '../../../common/contract/index';
import { inGroup, statesOf, type HoldGroup } from './hold-groups';

/** Holds asked for per page. */
export const PAGE_SIZE = 50;

/** What a retry or a discard came to; the screen says it in words (or asks a manager). */
export type ActionOutcome =
  | { kind: 'retried'; hold: HoldView }
  | { kind: 'discarded'; hold: HoldView; forced: boolean }
  /** The platform may have applied the hold: discarding it needs a manager's explicit decision. */
  | { kind: 'outcomeUnknown'; hold: HoldView }
  /** The hold's card is no longer kept: the guest's card must be scanned to send it again. */
  | { kind: 'cardRequired'; hold: HoldView }
  | { kind: 'failed'; hold: HoldView; action: 'retry' | 'discard'; error: ErrorValue };

function newer(a: HoldView, b: HoldView): boolean {
  return Date.parse(a.updatedAt) >= Date.parse(b.updatedAt);
}

/**
 * The queue screen's list of holds: one filter group, newest first, paged with queue.list's
 * cursor, kept live by `queue` events (each hold updated in place by its id, new ones added in
 * order, ones that leave the group removed), and the manager's retry and discard.
 */
export class QueueState {
  holds = $state<HoldView[]>([]);
  summary = $state<QueueSummary | undefined>(undefined);
  group = $state<HoldGroup>('all');
  nextCursor = $state<number | undefined>(undefined);
  loading = $state(false);
  /** Why the list could not be read. */
  error = $state<ErrorValue | undefined>(undefined);
  /** The ids of holds with a retry or discard on its way. */
  busy = $state<string[]>([]);
  #loadSeq = 0;
  /** Events that arrived while a page was being read: applied over that page. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
  #arrived = new Map<string, HoldView>();

  constructor(private readonly bridge: TerminalBridge) {}

  /** Listens to `queue` events and reads the first page; returns the stop. */
  start(): () => void {
    const stop = this.bridge.on('queue', (event) => this.onQueue(event));
    void this.load();
    return stop;
  }

  /** Shows another group from its first page. */
  async show(group: HoldGroup): Promise<void> {
    this.group = group;
    await this.load();
  }

  /** Reads the current group again from its first page. */
  async load(): Promise<void> {
    await this.read(undefined);
  }

  /** Appends the next page. */
  async more(): Promise<void> {
    if (this.nextCursor === undefined || this.loading) return;
    await this.read(this.nextCursor);
  }

  private async read(cursor: number | undefined): Promise<void> {
    const seq = ++this.#loadSeq;
    const group = this.group;
    const states = statesOf(group);
    this.loading = true;
    this.#arrived.clear();
    const result = await this.bridge['queue.list']({
      limit: PAGE_SIZE,
      ...(states ? { states } : {}),
      ...(cursor !== undefined ? { cursor } : {}),
    });
    if (seq !== this.#loadSeq) return; // a newer read (another group, a reload) won
    this.loading = false;
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.error = undefined;
    const page = result.value.holds.map((hold) => {
      const arrived = this.#arrived.get(hold.holdId);
      return arrived && newer(arrived, hold) ? arrived : hold;
    });
    const kept = cursor === undefined ? [] : this.holds;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local lookup, never rendered
    const known = new Set(kept.map((hold) => hold.holdId));
    this.holds = [...kept, ...page.filter((hold) => !known.has(hold.holdId) && inGroup(hold.state, group))];
    this.nextCursor = result.value.nextCursor;
    this.summary = result.value.summary;
    this.#arrived.clear();
  }

  /** One hold changed (or was written): update it in place, add it, or drop it from the group. */
  onQueue({ hold, summary }: EventPayload<'queue'>): void {
    this.summary = summary;
    if (this.loading) this.#arrived.set(hold.holdId, hold);
    this.put(hold);
  }

  /** A hold as a command on it answered (its event may come later). */
  update(hold: HoldView): void {
    this.put(hold);
  }

  private put(hold: HoldView): void {
    const index = this.holds.findIndex((shown) => shown.holdId === hold.holdId);
    if (index >= 0) {
      const shown = this.holds[index]!;
      if (!newer(hold, shown)) return; // a late copy of an older state
      if (!hold.retaken && inGroup(hold.state, this.group)) this.holds[index] = hold;
      else this.holds.splice(index, 1);
      return;
    }
    if (hold.retaken || !inGroup(hold.state, this.group)) return;
    // Newest first. A hold older than the last row shown belongs to a page not read yet.
    const created = Date.parse(hold.createdAt);
    const last = this.holds.at(-1);
    if (this.nextCursor !== undefined && last && created < Date.parse(last.createdAt)) return;
    const at = this.holds.findIndex((shown) => Date.parse(shown.createdAt) < created);
    if (at < 0) this.holds.push(hold);
    else this.holds.splice(at, 0, hold);
  }

  retry(hold: HoldView, token?: TokenInput): Promise<ActionOutcome> {
    return this.resolve(hold, 'retry', token ? { token } : {});
  }

  /**
   * With its reason (issue 25); `force` only after a manager confirmed that the platform did not
   * apply it (or accepts the risk).
   */
  discard(hold: HoldView, correction: CorrectionInput, force = false): Promise<ActionOutcome> {
    return this.resolve(hold, 'discard', { correction, ...(force ? { force } : {}) });
  }

  private async resolve(
    hold: HoldView,
    action: 'retry' | 'discard',
    options: { token?: TokenInput; force?: boolean; correction?: CorrectionInput },
  ): Promise<ActionOutcome> {
    this.busy.push(hold.holdId);
    try {
      const result = await this.bridge['queue.resolve']({ holdId: hold.holdId, action, ...options });
      if (result.ok) {
        this.put(result.value.hold);
        return action === 'retry'
          ? { kind: 'retried', hold: result.value.hold }
          : { kind: 'discarded', hold: result.value.hold, forced: options.force === true };
      }
      switch (result.error.code) {
        case 'holdOutcomeUnknown':
          if (action === 'discard' && !options.force) return { kind: 'outcomeUnknown', hold };
          break;
        case 'cardRequired':
          if (action === 'retry') return { kind: 'cardRequired', hold };
          break;
        default:
          break;
      }
      return { kind: 'failed', hold, action, error: result.error };
    } finally {
      this.busy = this.busy.filter((id) => id !== hold.holdId);
    }
  }
}

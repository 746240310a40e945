import type {
  ErrorValue,
  GuestAnswer,
  ScanEvent,
  ScannedToken,
  ScanWithGuest,
  TerminalBridge,
} from '../../../common/contract/index';
import { isWholeSwipe } from '../../../common/scanner/magstripe';
import { DEFAULT_WEDGE_OPTIONS, KeyboardWedge, type WedgeScan } from '../../../common/scanner/wedge';
import { contextPiece } from '../context-piece';

/**
 * How long after the last key handled a scan is ended by the clock (a reader without a suffix
 * key). The gaps inside a burst are judged by the keys' own time stamps when the next key comes;
 * this timer only ends a scan no key follows, never a burst too short to be one (see
 * `KeyboardWedge.flushScan`). It must outlast a busy main thread: keys a reader stamps close
 * together may be handled far apart on a loaded machine.
 */
const IDLE_FLUSH_MS = 300;

type SubmitAnswer = ReturnType<TerminalBridge['scan.submit']>;

/**
 * A swipe submitted at its end sentinel, before the key (or the clock) that ends the burst: the
 * core's answer is on its way while the reader types its suffix. Taken when the burst ends with
 * this very text; left unused when more came (a second track, a stray key).
 */
interface EarlySubmit {
  text: string;
  /** The guest state's event mark when it left. */
  since: number;
  answer: SubmitAnswer;
}

/** A scan that did not give a card, or could not be submitted: shown in words, never with its data. */
export type ScanProblem = Exclude<ScanEvent, { kind: 'token' }> | { kind: 'failed'; error: ErrorValue };

/** A keyboard-wedge burst as it came: how many keys, from the first to the last. */
export interface BurstTiming {
  keys: number;
  durationMs: number;
}

/** The readers' check in test mode: every scan as it arrives, and nothing opened or claimed. */
export type ScanObserver = (scan: ScanEvent, burst?: BurstTiming) => void;

/** Who takes a scanned card instead of opening the guest (the new-guest form, while it is open). */
export type CardClaim = (token: ScannedToken) => void;

/**
 * Where a claim lives: a claim inside a modal dialog (the guest's PIN step, the reversal's card)
 * takes cards while that dialog is the one on top; a claim behind a modal does not.
 */
export interface ClaimPlace {
  within?: () => Element | undefined;
}

/** The modal dialog on top, if any (components/Dialog.svelte marks its panel `aria-modal`). */
function topModal(): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  const modals = document.querySelectorAll('[aria-modal="true"]');
  return modals[modals.length - 1];
}

/**
 * Opens the guest of a scanned card: with `guest` when the core answered it with the scan, and
 * `since`, the guest state's event mark when the scan left (events may overtake its answer).
 */
export type OpenGuest = (token: ScannedToken, guest?: GuestAnswer, since?: number) => void;

/**
 * Every scan, from any reader, in every state of the UI: HID scans arrive as `scan` events,
 * keyboard-wedge readers as key bursts on the window (decoded by physical key, so the layout
 * cannot garble them, and removed from a focused field they leaked into). A card opens the
 * guest unless a screen has claimed cards; anything else becomes a problem in words.
 */
export class ScanRouter {
  problem = $state<ScanProblem | undefined>(undefined);
  /**
   * Cards refused because a modal dialog was open and nothing in it asked for a card (issue 41):
   * the screen behind it stays as it was, and the dialog says so (scan/ScanRefused.svelte).
   */
  refused = $state(0);
  #claim: { take: CardClaim; place: ClaimPlace } | undefined;
  readonly #wedge = new KeyboardWedge();
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Each field the current burst's keys reached, as it was before the first of them: a scan's
   * leaked keys are undone from every one, also when the focus moved mid-burst (a screen that
   * opened and focused its own field) or the field is gone.
   */
  #fieldsBefore: FieldSnapshot[] = [];
  #lastKeyAt = -Infinity;
  #observer: ScanObserver | undefined;
  #burst: BurstTiming & { startedAt: number } = { keys: 0, durationMs: 0, startedAt: 0 };
  #early: EarlySubmit | undefined;

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly openGuest: OpenGuest,
    private readonly eventMark: () => number = () => 0,
  ) {}

  /** Listens to HID scans and to the window's keys; returns the stop. */
  start(target: Window): () => void {
    // Scans the UI submitted itself (wedge, manual) are echoed as events too: route them once,
    // from the submit's answer, so none is lost or doubled when the event stream is cut.
    const stopEvents = this.bridge.on('scan', (event) => {
      if (event.source !== 'wedge' && event.source !== 'manual') this.route(event, this.eventMark());
    });
    const onKey = (event: KeyboardEvent) => this.onKey(event);
    // Capture phase: the wedge sees keys before any field or shortcut handler does.
    target.addEventListener('keydown', onKey, true);
    return () => {
      stopEvents();
      target.removeEventListener('keydown', onKey, true);
      clearTimeout(this.#flushTimer);
      this.#early = undefined;
    };
  }

  /**
   * While claimed, cards go to `claim` (the new-guest form) instead of opening the guest. While a
   * modal dialog is open a claim takes them only when it lives in that dialog (`place.within`).
   */
  claimCards(claim: CardClaim, place: ClaimPlace = {}): () => void {
    const entry = { take: claim, place };
    this.#claim = entry;
    return () => {
      if (this.#claim === entry) this.#claim = undefined;
    };
  }

  /** While observed (the readers' check), scans go to `observer` only: no guest opened, no card claimed. */
  observe(observer: ScanObserver): () => void {
    this.#observer = observer;
    return () => {
      if (this.#observer === observer) this.#observer = undefined;
    };
  }

  route(event: ScanWithGuest, since?: number, burst?: BurstTiming): void {
    if (this.#observer) {
      const { guest: _guest, ...scan } = event as ScanWithGuest & { guest?: unknown };
      this.#observer(scan as ScanEvent, burst);
      return;
    }
    if (event.kind !== 'token') {
      const { guest: _none, ...problem } = event;
      this.problem = problem;
      return;
    }
    this.problem = undefined;
    const modal = topModal();
    const claim = this.#claim;
    if (modal) {
      // A card never changes what stands behind a dialog: taken by the dialog that asks for one, or refused.
      const inside = claim?.place.within?.();
      if (claim && inside && modal.contains(inside)) claim.take(event.token);
      else this.refused += 1;
      return;
    }
    if (claim) claim.take(event.token);
    else this.openGuest(event.token, event.guest, since);
  }

  private onKey(event: KeyboardEvent): void {
    const target = event.target as HTMLElement | null;
    const editable = isEditable(target);
    // A pause longer than a reader's gap: this key may start a burst (fields may reformat what it types).
    const fresh = event.timeStamp - this.#lastKeyAt > DEFAULT_WEDGE_OPTIONS.maxGapMs;
    const previous = this.#fieldsBefore;
    if (fresh) {
      this.#fieldsBefore = [];
      this.#burst = { keys: 0, durationMs: 0, startedAt: event.timeStamp };
    }
    const fields = this.#fieldsBefore;
    if (isField(target) && !fields.some((before) => before.field === target)) fields.push(snapshot(target));
    this.#burst.keys += 1;
    this.#burst.durationMs = event.timeStamp - this.#burst.startedAt;
    this.#lastKeyAt = event.timeStamp;
    const step = this.#wedge.handleKey({
      code: event.code,
      key: event.key,
      shiftKey: event.shiftKey,
      timeStamp: event.timeStamp,
      getModifierState: (key) => event.getModifierState(key),
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      targetIsEditable: editable,
    });
    if (step.preventDefault) {
      event.preventDefault();
      event.stopPropagation();
    }
    clearTimeout(this.#flushTimer);
    // A scan ended by this key's pause is the burst before it; one ended by its suffix, this one.
    if (step.scan) this.finish(step.scan, fresh ? previous : fields);
    else {
      this.submitEarly();
      this.#flushTimer = setTimeout(() => {
        const scan = this.#wedge.flushScan(performance.now());
        if (scan) this.finish(scan, fields);
      }, IDLE_FLUSH_MS);
    }
  }

  /** A burst that is a whole swipe as it stands goes to the core now (see EarlySubmit). */
  private submitEarly(): void {
    const text = this.#wedge.scanSoFar;
    if (text === undefined || !isWholeSwipe(text) || this.#early?.text === text) return;
    this.#early = { text, since: this.eventMark(), answer: this.submit(text) };
  }

  private submit(text: string): SubmitAnswer {
    return this.bridge['scan.submit']({ text, source: 'wedge' });
  }

  private finish(scan: WedgeScan, fieldsBefore: FieldSnapshot[]): void {
    const early = this.#early;
    this.#early = undefined;
    if (scan.typedIntoField > 0) fieldsBefore.forEach(restore);
    fieldsBefore.length = 0;
    const burst = { keys: this.#burst.keys, durationMs: this.#burst.durationMs };
    if (scan.kind === 'incomplete') {
      const incomplete = {
        kind: 'incomplete',
        masked: scan.masked,
        reason: scan.reason,
        source: 'wedge',
      } as const;
      if (this.#observer) this.#observer(incomplete, burst);
      else this.problem = incomplete;
      return;
    }
    // One crossing: the core answers a card's guest with the scan when its cache knows it.
    const { since, answer } =
      early?.text === scan.text ? early : { since: this.eventMark(), answer: this.submit(scan.text) };
    void answer.then((result) => {
      if (result.ok) this.route(result.value, since, burst);
      else this.problem = { kind: 'failed', error: result.error };
    });
  }
}

type EditableField = HTMLInputElement | HTMLTextAreaElement;

function isField(element: HTMLElement | null): element is EditableField {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

function isEditable(element: HTMLElement | null): boolean {
  return element !== null && (element.isContentEditable || isField(element));
}

interface FieldSnapshot {
  field: EditableField;
  value: string;
  start: number | null;
  end: number | null;
}

function snapshot(field: EditableField): FieldSnapshot {
  return { field, value: field.value, start: field.selectionStart, end: field.selectionEnd };
}

/**
 * Puts a field back as it was before a scan's first keys leaked into it (exact even if it
 * reformats); a field they did not change, or one gone with its screen, is left alone.
 */
function restore({ field, value, start, end }: FieldSnapshot): void {
  if (!field.isConnected || field.value === value) return;
  field.value = value;
  if (start !== null && end !== null) field.setSelectionRange(start, end);
  // Bound values follow the field.
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Where a scan goes: the guest screen, or a field that asked for it. */
export const [useScans, scansEntry] = contextPiece<ScanRouter>('scans');

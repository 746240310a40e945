/** Events: what the core pushes to the UI, and the bridge the renderer sees as `window.terminal`. */
import { z } from 'zod';
import type { Result } from './errors';
import type { CommandInput, CommandOutput } from './commands';
import type { CommandName, EventName, OnlyNamed } from './names';
import {
  CheckInEventSchema,
  GuestProofEventSchema,
  GuestConsentEventSchema,
  DisplayViewSchema,
  type DisplayCommandName,
  type DisplayEventName,
} from './display';
import { ScanWithGuestSchema } from './scan';
import { ErrorValueSchema } from './errors';
import { freshness } from './shapes';
import { QuitRequestSchema } from './staff';
import {
  GuestSchema,
  HoldViewSchema,
  NoticesSchema,
  QueueSummarySchema,
  ScannedTokenSchema,
  StatusSchema,
} from './views';

export const events = {
  /** HID and manual scans (a wedge scan is only the answer of its own `scan.submit`: nothing listens for it). */
  scan: ScanWithGuestSchema,
  status: StatusSchema,
  /** A hold changed state; carries the hold and the queue's summary after the change. */
  queue: z.object({ hold: HoldViewSchema, summary: QueueSummarySchema }),
  /**
   * The background refresh after guest.lookup answered from the cache: the live guest
   * (replaces the guest with the same customerGuid), or the platform refusing the card looked up
   * (tokenNotFound, tokenExpired...: the UI drops the cached guest).
   */
  guest: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('guest'), guest: GuestSchema, ...freshness }),
    z.object({
      kind: z.literal('refused'),
      customerGuid: z.string(),
      token: ScannedTokenSchema,
      error: ErrorValueSchema,
    }),
  ]),
  /** The hold notices not yet acknowledged changed (one raised or acknowledged). */
  notices: NoticesSchema,
  /** The Electron host asks a manager to approve quitting while holds wait (app.quit / app.stay). */
  quitRequest: QuitRequestSchema,
  /** What the guest's display shows changed (the display's own stream carries only this event). */
  display: DisplayViewSchema,
  /** A guest checked in on the display: the cashier opens them after confirming. */
  checkIn: CheckInEventSchema,
  /** The guest typed their own PIN on the display (issue 40): the payment goes with this reference. */
  guestProof: GuestProofEventSchema,
  /** The guest agreed to the consent text on the display (issue 43): the new guest may be created. */
  guestConsent: GuestConsentEventSchema,
} as const satisfies Record<EventName, z.ZodType>;

export type Events = typeof events;
/** Every event named in names.ts has its schema here, and no other. */
export type NamedEvents = OnlyNamed<keyof Events, EventName>;
export type EventPayload<K extends EventName> = z.output<Events[K]>;

/** Where the page is printed: the system's print dialog, or a PDF file. */
export type PrintTarget = 'printer' | 'pdf';
/**
 * What became of a print: `printed`, `saved` (a PDF written where the cashier chose), `cancelled`,
 * `failed`, or `printDialog` (the browser host: its print dialog opened; "Save as PDF" is there).
 */
export type PrintOutcome = 'printed' | 'saved' | 'cancelled' | 'failed' | 'printDialog';

/** The bridge the renderer sees as `window.terminal`, identical in both hosts. */
export type TerminalBridge = {
  [K in CommandName]: (input: CommandInput<K>) => Promise<Result<CommandOutput<K>>>;
} & {
  on<K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void;
  /**
   * Prints the page as it shows (its print stylesheet keeps only what is to be printed): Electron
   * through webContents.print / printToPDF and a save dialog, the browser host by window.print().
   */
  print(target: PrintTarget, fileName: string): Promise<PrintOutcome>;
};

/** The display's bridge: its read commands and its one event, nothing of the cashier's contract. */
export type DisplayBridge = {
  [K in DisplayCommandName]: (input: CommandInput<K>) => Promise<Result<CommandOutput<K>>>;
} & {
  on<K extends DisplayEventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void;
};

/**
 * Where the guest's display goes (issue 26), chosen in Settings: in Electron a window on one of
 * the connected displays, in the browser host a page opened in a second window. The host the
 * core runs in answers it; choosing changes the till's set-up, so it needs a manager's grant.
 */
import { z } from 'zod';

/** `auto`: the first display that is not the primary one; `none`: no window; else a display's id. */
export const GuestDisplayChoiceSchema = z.union([
  z.literal('auto'),
  z.literal('none'),
  z.number().int().nonnegative(),
]);
export type GuestDisplayChoice = z.infer<typeof GuestDisplayChoiceSchema>;

/** A display connected now, as Electron's screen API tells it. */
export const ConnectedDisplaySchema = z.strictObject({
  id: z.number().int().nonnegative(),
  /** The name the system gives it ('' when it gives none: the screen says "Display 2"). */
  label: z.string().max(200),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The primary display is the cashier's: the guest's window never goes there. */
  primary: z.boolean(),
});
export type ConnectedDisplay = z.infer<typeof ConnectedDisplaySchema>;

export const DisplayPlacementSchema = z.discriminatedUnion('host', [
  z.strictObject({
    host: z.literal('electron'),
    choice: GuestDisplayChoiceSchema,
    displays: z.array(ConnectedDisplaySchema).max(32),
    /** The display the guest's window is on now; null: no window (none chosen or connected). */
    showingOn: z.number().int().nonnegative().nullable(),
  }),
  /** The browser host: the display is the page at `url` (its own secret inside), in a second window. */
  z.strictObject({ host: z.literal('browser'), url: z.string().max(500) }),
  /** A core no host told about a display (a bare core): nothing to choose. */
  z.strictObject({ host: z.literal('none') }),
]);
export type DisplayPlacement = z.infer<typeof DisplayPlacementSchema>;
export type DisplayPlacementHost = DisplayPlacement['host'];

export const displayPlacementCommands = {
  /** Where the guest's display goes, and where it could go. */
  'display.placement': { input: z.strictObject({}), output: DisplayPlacementSchema },
  /** Electron: puts the guest's window there at once and keeps the choice for the next starts. */
  'display.place': {
    input: z.strictObject({ choice: GuestDisplayChoiceSchema }),
    output: DisplayPlacementSchema,
  },
} as const;

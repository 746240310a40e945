/**
 * Who must stand behind a command, the closed set the dispatcher switches on
 * (core/terminal/staff/guards.ts): `manager` always needs a manager's grant; `managerUnlessLanguage`
 * needs one unless the input changes nothing but how the screen behaves: the language, the on-screen
 * keyboard, closing an idle guest (settings.set); `managerToLeaveWaiting` needs one to close a shift
 * while its holds wait (shift.close `leaveWaiting`: the core refuses the close without it then).
 * Free of zod, like names.ts: the renderer's first chunk asks for PINs with it.
 */
export const GUARDS = ['manager', 'managerUnlessLanguage', 'managerToLeaveWaiting'] as const;
export type Guard = (typeof GUARDS)[number];

/** What a cashier may change in settings.set: how the screen reads, nothing that moves money. */
const FREE_SETTINGS = new Set(['language', 'displayLanguage', 'touchKeyboard', 'guestIdleClose', 'grant']);

/**
 * Whether a command's input needs a manager's grant under its guard: the dispatcher's check, and
 * the renderer's cue to ask for a PIN before it sends the command.
 */
export function grantNeeded(guard: Guard | undefined, input: unknown): boolean {
  if (guard === undefined) return false;
  switch (guard) {
    case 'manager':
      return true;
    case 'managerUnlessLanguage':
      return (
        typeof input === 'object' &&
        input !== null &&
        Object.entries(input).some(([field, value]) => !FREE_SETTINGS.has(field) && value !== undefined)
      );
    case 'managerToLeaveWaiting':
      return (
        typeof input === 'object' && input !== null && 'leaveWaiting' in input && input.leaveWaiting === true
      );
  }
}

/**
 * Refusals of a guarded command that moved nothing and that the cashier answers at once by
 * swiping the guest's card (hold.reverse, queue.resolve): the core gives the one-action grant
 * back for the try with the card, and the renderer sends it again, so the manager confirms once.
 */
export const GRANT_GIVEN_BACK_ON = ['cardRequired', 'cardMismatch'] as const;

/** Every error code the terminal answers: a closed list, matched by exhaustive switches. */
import { z } from 'zod';

export const ERROR_CODES = [
  // The request itself
  'invalidInput',
  'unknownCommand',
  'notFound',
  'unauthorized',
  'forbiddenOrigin',
  'payloadTooLarge',
  'internalError',
  /** The UI lost its host (the core process or its loopback connection): answered by the renderer. */
  'coreUnreachable',
  // The platform
  'platformUnavailable',
  'platformAuthFailed',
  'platformError',
  /** The platform answered, but with something the terminal cannot read (failed validation, not JSON). */
  'platformInvalidAnswer',
  'platformRefused',
  'tokenNotFound',
  'tokenExpired',
  'insufficientFunds',
  'accountNotFound',
  'alreadyReversed',
  'notInCache',
  'tokenRefUnknown',
  'cardReassigned',
  /** The guest is blocked on the platform: no debit or credit (core/terminal/holds/hold-allowance.ts). */
  'guestBlocked',
  /** The account is a deposit (core/account-kind.ts): no payment or award with bonuses on it. */
  'depositAccount',
  /** The account came from the platform unreadable (left out of the guest's accounts): no hold on it. */
  'accountUnreadable',
  // The hold queue
  'holdNotFound',
  'holdStateConflict',
  'cardRequired',
  'cardMismatch',
  'holdOutcomeUnknown',
  /** The hold's answer was lost and the platform is being asked: no payment another way meanwhile. */
  'holdUncertain',
  'reversalPending',
  'offlineLimitPerHold',
  'offlineLimitPerGuest',
  'offlineLimitTerminal',
  'offlineBalanceStale',
  'offlineBalanceUnknown',
  'offlineBalanceInsufficient',
  'offlineCreditQueueFull',
  /** The terminal's disk is full: nothing of the hold was written. Also a status warning, until a write succeeds. */
  'diskFull',
  // Settings
  'settingsFileInvalid',
  'secretStoreFailed',
  /** The embedded platform did not start (a status warning): the till works offline until it does. */
  'embeddedPlatformFailed',
  // The data folder (status warnings)
  /** Copied or restored folder: waiting holds are checked against the history before sending. */
  'terminalQuarantined',
  /** The database lost holds the terminal had acknowledged (emptied, replaced, WAL lost). */
  'holdsMayBeLost',
  // The manager role (contract-staff.ts)
  /** A protected command without a grant. */
  'grantRequired',
  'grantExpired',
  /** A one-action grant used a second time. */
  'grantUsed',
  'grantUnknown',
  /** A grant handed out before the terminal's core last started. */
  'grantOtherLaunch',
  'pinInvalid',
  'pinWrong',
  'pinLocked',
  'pinTaken',
  'managerExists',
  /** Cashier PINs are on and no cashier is signed in: no hold. */
  'cashierRequired',
  /** staff.removeCashier of an id that is no cashier. */
  'cashierNotFound',
  'journalFailed',
  /** hold.allowBlocked for a guest the terminal does not know as blocked. */
  'guestNotBlocked',
  /** app.quit while the host asked nobody to approve quitting. */
  'quitNotAsked',
  // A manager's attribution of a hold whose history shows only look-alikes (queue.attribute)
  /** The hold does not wait for an attribution (settled meanwhile, or not a look-alike case). */
  'attributionNotNeeded',
  /** The transaction is not among the candidates the terminal read from the hold's history. */
  'attributionNotCandidate',
  /** The candidate is of another account, type or amount than the hold. */
  'attributionMismatch',
  /** Another hold of this terminal already has the transaction. */
  'attributionTaken',
  // A bill (bill.settle) against the venue's rules (common/bill/rules.ts)
  /** More paid with bonuses than the bill itself. */
  'billPayOverTotal',
  /** More paid with bonuses than the account type's rule lets of this bill. */
  'billPayOverShare',
  /** More awarded than the account type's rule gives for what is paid in money (a manager may grant it). */
  'awardOverRule',
  // The till's own hands (issue 40): each refusal moves nothing; a manager's grant may waive it
  /** An award on a bill to an account type the venue has no bill rule for. */
  'awardNeedsRule',
  /** An award without a bill beyond what the cashier may give in this shift. */
  'goodwillOverAllowance',
  /** The guest was awarded on as many bills in this shift as the venue allows. */
  'guestAwardedTooOften',
  /** The bill's number was settled on this till today. */
  'billAlreadySettled',
  /** A bill above what the till settles without a manager. */
  'billNeedsManager',
  /** A payment for a guest whose card or QR was not read: the guest's proof, or a manager's grant. */
  'guestProofRequired',
  /** The proof (the guest's PIN, their QR) names another guest, or none. */
  'guestProofMismatch',
  /** The grant was given for another command, guest or amount. */
  'grantOtherAction',
  // Shifts (core/terminal/shifts)
  /** shift.close, shift.continue, a report with no shift to read. */
  'shiftNotOpen',
  'shiftAlreadyOpen',
  'shiftNotFound',
  /** A Z report of a shift still open. */
  'shiftStillOpen',
  /** shift.close while holds of the shift wait: a manager may close it leaving them in the queue. */
  'shiftHoldsWait',
  /** Status warning: the open shift began on an earlier day. */
  'shiftOpenSinceEarlierDay',
  /** Status warning: the open shift began before the terminal last started. */
  'shiftOpenBeforeRestart',
  // A guest's consent (issue 43, core/terminal/consent)
  /** guest.create without the guest's consent to the processing of personal data: nothing was sent. */
  'consentRequired',
  /** Consent `display` that the guest did not give on the display (or to another text, or another choice). */
  'consentNotGiven',
  /** The consent names a version of the text this terminal does not have. */
  'consentTextUnknown',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

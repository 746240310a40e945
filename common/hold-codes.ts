/**
 * The hold's kinds and states: one list for the queue (core/offline/queue) and the contract.
 * Here, outside core/offline, because the renderer bundles the contract and must not reach
 * the queue's code.
 */

/** The kinds of hold; the contract's HoldKindSchema is made from this list. */
export const HOLD_KINDS = ['debit', 'credit', 'reverse'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/**
 * queued -> sending -> confirmed | rejected | uncertain; uncertain -> confirmed | queued (after
 * the history check); queued -> cancelled; rejected -> discarded | queued; confirmed -> reversed.
 * The contract's HoldStateSchema is made from this list.
 */
export const HOLD_STATES = [
  'queued',
  'sending',
  'uncertain',
  'confirmed',
  'rejected',
  'cancelled',
  'discarded',
  'reversed',
] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/**
 * The contract's names without its schemas: every command with its guard, and every event. Kept
 * free of zod so that the renderer's first chunk can build its bridge from these lists without
 * evaluating the schemas (issue 27); commands.ts and events.ts check at compile time that their
 * schemas are exactly these names.
 */

import type { Guard } from './guards';

/** Every command, with its guard; `null`: anyone may send it. */
const COMMAND_GUARDS = {
  'guest.lookup': null,
  'guest.search': null,
  'guest.create': null,
  'account.balance': null,
  'account.history': null,
  'hold.debit': null,
  'hold.credit': null,
  'bill.settle': null,
  'accountTypes.list': null,
  /** Money moved back: a manager's grant (issue 25). */
  'hold.reverse': 'manager',
  'queue.list': null,
  'queue.resolve': 'manager',
  /** The history's look-alikes of a hold that awaits attribution: the cashier may look. */
  'queue.candidates': null,
  'queue.attribute': 'manager',
  'tables.workload': null,
  'company.info': null,
  'catalogue.tree': null,
  'scan.submit': null,
  status: null,
  'settings.get': null,
  'settings.set': 'managerUnlessLanguage',
  'notices.list': null,
  'notices.acknowledge': null,
  'staff.status': null,
  /** Only while no manager exists (first start); afterwards staff.addManager with a grant. */
  'staff.createFirstManager': null,
  'staff.addManager': 'manager',
  'staff.addCashier': 'manager',
  'staff.removeCashier': 'manager',
  'cashier.signIn': null,
  'cashier.signOut': null,
  'grant.request': null,
  'grant.release': null,
  /** The journal names guests and amounts: reading it is a manager's (issue 25). */
  'journal.list': 'manager',
  'journal.csv': 'manager',
  'hold.allowBlocked': 'manager',
  /** A manager approves quitting while holds wait; anyone may say the app stays (app.stay). */
  'app.quit': 'manager',
  'app.stay': null,
  'readers.check': 'manager',
  'shift.current': null,
  'shift.open': null,
  'shift.close': 'managerToLeaveWaiting',
  'shift.continue': null,
  'shift.report': null,
  'shift.csv': null,
  'display.show': null,
  'display.view': null,
  'display.checkIn': null,
  'display.proof': null,
  'display.placement': null,
  'display.place': 'manager',
  /** The receipt printer (issue 42): copies, previews, a test page, its state, the X/Z report on paper. */
  'slip.reprint': null,
  'slip.preview': null,
  'printer.test': null,
  'printer.status': null,
  'shift.print': null,
  'display.consent': null,
  'consent.text': null,
  /** The venue's consent text, the consent log and its export: a manager's (issue 43). */
  'consent.setText': 'manager',
  'consent.withdraw': null,
  'consent.list': 'manager',
  'consent.csv': 'manager',
  'consent.print': null,
} as const satisfies Record<string, Guard | null>;

export type CommandName = keyof typeof COMMAND_GUARDS;
export const COMMAND_NAMES = Object.keys(COMMAND_GUARDS) as CommandName[];

/** The guard of a command, undefined for the commands anyone may send. */
export function guardOf(name: CommandName): Guard | undefined {
  return COMMAND_GUARDS[name] ?? undefined;
}

export const EVENT_NAMES = [
  'scan',
  'status',
  'queue',
  'guest',
  'notices',
  'quitRequest',
  'display',
  'checkIn',
  'guestProof',
  'guestConsent',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Compiles only when the schemas' keys are among these names (`OnlyNamed<keyof typeof commands,
 * CommandName>`); the schemas' `satisfies Record<CommandName, …>` finds a name left without one.
 */
export type OnlyNamed<Keys extends Name, Name extends PropertyKey> = Keys;

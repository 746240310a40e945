import type {
  CommandName,
  GrantAction,
  GrantScope,
  GrantView,
  StaffStatus,
} from '../../../common/contract/index';
import { decimalText } from '../../../common/platform/money';
import { coreError } from '../errors';
import type { Journal } from '../journal/journal';
import type { Admission } from '../command-handlers';
import { ACTION_GRANT_MS, Grants } from './grants';
import { PinAttempts } from './pin-attempts';
import { DEFAULT_PIN_COST, hashPin, pinMatches, type PinHashCost } from './pin-hash';
import { StaffStore, type StaffRole, type StoredManager } from './staff-store';

/** What a one-action grant names, for the journal (an amount as money). */
function grantWords(action: GrantAction): Record<string, string> {
  return {
    command: action.command,
    ...(action.amountCents !== undefined ? { amount: decimalText(action.amountCents) } : {}),
  };
}

/** Without the platform's pinLength: 4 to 8 digits. */
export const DEFAULT_PIN_LENGTH = { min: 4, max: 8 };
/** A pinLength the platform answers outside this range is not believed (untrusted input). */
const BELIEVABLE_PIN_LENGTH = { min: 4, max: 12 };

export interface ManagerRoleOptions {
  dataDir: string;
  now: () => number;
  journal: Journal;
  /** The platform's companyInfo.pinLength when the terminal has seen it. */
  platformPinLength: () => number | undefined;
  pinCost?: PinHashCost;
}

/**
 * Managers, their PINs and the grants they give. The one check of a protected command
 * (`admit`) is called by the dispatcher of both hosts; the PIN never leaves this class.
 */
export class ManagerRole {
  private readonly store: StaffStore;
  private readonly attempts: PinAttempts;
  private readonly grants = new Grants();
  private readonly cost: PinHashCost;
  private signedIn: { id: string; name: string } | undefined;

  constructor(private readonly options: ManagerRoleOptions) {
    this.store = new StaffStore(options.dataDir);
    this.attempts = new PinAttempts(options.now);
    this.cost = options.pinCost ?? DEFAULT_PIN_COST;
  }

  get launchId(): string {
    return this.grants.launchId;
  }

  pinLength(): { min: number; max: number } {
    const known = this.options.platformPinLength();
    if (
      known !== undefined &&
      Number.isInteger(known) &&
      known >= BELIEVABLE_PIN_LENGTH.min &&
      known <= BELIEVABLE_PIN_LENGTH.max
    )
      return { min: known, max: known };
    return DEFAULT_PIN_LENGTH;
  }

  status(): StaffStatus {
    const lockedUntil = this.attempts.lockedUntil();
    return {
      managers: this.store.managers.map(({ id, name }) => ({ id, name })),
      cashiers: this.store.cashiers.map(({ id, name }) => ({ id, name })),
      cashier: this.signedIn?.name ?? null,
      pinLength: this.pinLength(),
      grantMinutes: this.store.grantMinutes,
      lockedUntil: lockedUntil === null ? null : new Date(lockedUntil).toISOString(),
    };
  }

  /** Until the first manager exists nobody can grant: the UI asks for one before anything else. */
  get hasManagers(): boolean {
    return this.store.broken || this.store.managers.length > 0;
  }

  async createFirstManager(name: string, pin: string): Promise<StaffStatus> {
    if (this.hasManagers) throw coreError('managerExists');
    return this.addManager(name, pin, name);
  }

  addManager(name: string, pin: string, by: string): Promise<StaffStatus> {
    return this.addPerson('managers', name, pin, by);
  }

  addCashier(name: string, pin: string, by: string): Promise<StaffStatus> {
    return this.addPerson('cashiers', name, pin, by);
  }

  /** A PIN names one person: a cashier's may not be a manager's (it would grant), nor two alike. */
  private async addPerson(role: StaffRole, name: string, pin: string, by: string): Promise<StaffStatus> {
    this.checkForm(pin, 'staff');
    for (const person of [...this.store.managers, ...this.store.cashiers])
      if (await pinMatches(pin, person.pinHash)) throw coreError('pinTaken');
    this.store.add(name, await hashPin(pin, this.cost), this.options.now(), role);
    if (role === 'managers') this.options.journal.record('staff', by, 'managerAdded', { manager: name });
    else this.options.journal.record('staff', by, 'cashierAdded', { cashier: name });
    return this.status();
  }

  removeCashier(id: string, by: string): StaffStatus {
    const removed = this.store.removeCashier(id);
    if (!removed) throw coreError('cashierNotFound');
    if (this.signedIn?.id === id) this.signedIn = undefined;
    this.options.journal.record('staff', by, 'cashierRemoved', { cashier: removed.name });
    return this.status();
  }

  /** The cashier signed in at this launch, by name (holds carry it), or undefined. */
  get cashier(): string | undefined {
    return this.signedIn?.name;
  }

  /** A cashier's PIN opens a session until sign-out or the core's end; same delays and lockout. */
  async signInCashier(pin: string): Promise<StaffStatus> {
    const found = await this.identify(pin, this.store.cashiers);
    this.signedIn = { id: found.id, name: found.name };
    this.options.journal.record('staff', found.name, 'cashierSignedIn');
    return this.status();
  }

  signOutCashier(): StaffStatus {
    if (this.signedIn) this.options.journal.record('staff', this.signedIn.name, 'cashierSignedOut');
    this.signedIn = undefined;
    return this.status();
  }

  /**
   * Whose PIN it is among `people`, behind the terminal's wrong-PIN delays and lockout (shared by
   * managers and cashiers: whoever types, guesses slow down). Each failure is journalled.
   */
  private async identify(pin: string, people: readonly StoredManager[]): Promise<StoredManager> {
    const gate = this.attempts.gate();
    if (!gate.open) {
      // Not checked, not counted: a flood only keeps meeting the wait.
      this.options.journal.record('pinFailed', 'unknown', gate.locked ? 'locked' : 'tooSoon');
      throw coreError('pinLocked', { waitSeconds: Math.ceil(gate.waitMs / 1000) });
    }
    this.checkForm(pin, 'pinFailed');
    let found: StoredManager | undefined;
    for (const person of people) {
      if (await pinMatches(pin, person.pinHash)) found = person;
    }
    if (!found) {
      const { waitMs, locked } = this.attempts.failed();
      this.options.journal.record('pinFailed', 'unknown', locked ? 'wrongThenLocked' : 'wrong', {
        waitSeconds: Math.ceil(waitMs / 1000),
      });
      throw coreError(locked ? 'pinLocked' : 'pinWrong', { waitSeconds: Math.ceil(waitMs / 1000) });
    }
    this.attempts.succeeded();
    return found;
  }

  async requestGrant(pin: string, scope: GrantScope = 'action', action?: GrantAction): Promise<GrantView> {
    const found = await this.identify(pin, this.store.managers);
    const now = this.options.now();
    this.grants.prune(now);
    const expiresAt = now + (scope === 'action' ? ACTION_GRANT_MS : this.store.grantMinutes * 60_000);
    const named = action === undefined ? {} : { action };
    const grant = this.grants.issue({ managerId: found.id, manager: found.name, scope, expiresAt, ...named });
    this.options.journal.record('grant', found.name, scope, action === undefined ? {} : grantWords(action));
    return { grant, manager: found.name, scope, expiresAt: new Date(expiresAt).toISOString(), ...named };
  }

  release(token: string): void {
    this.grants.release(token);
  }

  /**
   * The check of a protected command: its grant must be this launch's, alive and unspent. A
   * refusal is journalled and thrown as the CoreError the caller gets. Before the first manager
   * exists nothing is protected (first start: nobody could grant yet).
   */
  admit(command: CommandName, token: string | undefined): Admission {
    if (!this.hasManagers) return { who: 'cashier' };
    if (token === undefined) {
      this.options.journal.record('refused', 'cashier', command, { code: 'grantRequired' });
      throw coreError('grantRequired', { command });
    }
    const check = this.grants.use(token, this.options.now(), command);
    if (!check.ok) {
      this.options.journal.record('refused', 'cashier', command, { code: check.code });
      throw check.code === 'grantOtherAction' ? coreError(check.code, { command }) : coreError(check.code);
    }
    const { manager, action } = check.grant;
    const giveBack = () => this.grants.giveBack(token, check.grant, this.options.now());
    return { who: manager, manager, giveBack, ...(action !== undefined ? { action } : {}) };
  }

  /** Empty, too long or not digits: `pinInvalid`, journalled (without the value). */
  private checkForm(pin: string, kind: 'pinFailed' | 'staff'): void {
    // A new PIN follows the platform's length; one typed for a grant may be older than that length.
    const { min, max } = kind === 'staff' ? this.pinLength() : BELIEVABLE_PIN_LENGTH;
    if (pin.length >= min && pin.length <= max && /^\d+$/.test(pin)) return;
    this.options.journal.record(kind, 'unknown', 'pinInvalid', { length: pin.length });
    // A malformed guess counts like a wrong one: a flood of junk locks entry too.
    if (kind === 'pinFailed') this.attempts.failed();
    throw coreError('pinInvalid', { min, max });
  }
}

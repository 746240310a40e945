import {
  GRANT_GIVEN_BACK_ON,
  type ErrorCode,
  type CommandName,
  type DisplayPlacement,
  type CorrectionInput,
  type HoldView,
  type SettingsPatch,
  type SettingsView,
} from '../../../common/contract/index';
import type { AdmittedCommand, CommandGate } from '../command-handlers';
import type { Journal } from '../journal/journal';
import type { HoldQueue } from '../../offline';
import type { Settings } from '../settings/settings';
import { holdView } from '../holds/hold-views';
import type { ManagerRole } from './manager-role';
import { decimalText } from '../../../common/platform/money';

type Snapshot = Record<string, string>;

/** The guest's card asked for: the grant is given back for the try with it (issue 41). */
const GIVEN_BACK: ReadonlySet<ErrorCode> = new Set<ErrorCode>(GRANT_GIVEN_BACK_ON);

/** A hold in the journal's words: state, amount, masked card, account by name, guest, bill. */
function holdWords(hold: HoldView | undefined, accountLabel: (hold: HoldView) => string): Snapshot {
  if (!hold) return {};
  return {
    state: hold.state,
    amount: decimalText(hold.amountCents),
    card: hold.token,
    account: accountLabel(hold),
    ...(hold.guestName ? { guest: hold.guestName } : {}),
    ...(hold.billNumber ? { bill: hold.billNumber } : {}),
  };
}

/** Why money was moved back: the reason's code (worded by common/journal) and the note. */
function correctionWords(correction: CorrectionInput | undefined): Snapshot {
  if (!correction) return {};
  return { correction: correction.reason, ...(correction.note ? { note: correction.note } : {}) };
}

/** One field as a manager reads it: hundredths as money under the name without "Cents". */
function fieldWords(name: string, value: unknown): [string, string] {
  return name.endsWith('Cents') && typeof value === 'number'
    ? [name.slice(0, -'Cents'.length), decimalText(value)]
    : [name, settingWords(value)];
}

/**
 * A setting's value as a manager reads it: an object's fields one by one, hundredths as money
 * ("perHold: 1500.00" for `{ perHoldCents: 150000 }`), the rest as JSON.
 */
function settingWords(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  return Object.entries(value)
    .map(([name, field]) => fieldWords(name, field).join(': '))
    .join(', ');
}

/** The fields a settings patch touches, as they read; the password only as "set". */
function settingsWords(patch: SettingsPatch, source: Settings | SettingsView): Snapshot {
  const words: Snapshot = {};
  for (const field of Object.keys(patch) as (keyof SettingsPatch)[]) {
    if (patch[field] === undefined) continue;
    if (field === 'platform') {
      const { url, user } = source.platform;
      words.platform = settingWords({ url, user });
      if (patch.platform?.password !== undefined) words.password = 'changed';
    } else if (field === 'limits' || field === 'moneyGuards') {
      // Each limit or guard the patch touches on its own (`limits.perHold`,
      // `moneyGuards.goodwillPerShift`), worded by common/journal.
      const values: Record<string, unknown> = source[field];
      for (const leaf of Object.keys(patch[field] ?? {})) {
        const [name, text] = fieldWords(leaf, values[leaf]);
        words[`${field}.${name}`] = text;
      }
    } else words[field] = settingWords(source[field]);
  }
  return words;
}

/** A manager's attribution in words: the transaction named, or that none of the candidates is the hold's. */
function choiceWords(choice: unknown): string {
  return typeof choice === 'object' && choice !== null && 'transactionId' in choice
    ? String(choice.transactionId)
    : 'none';
}

/**
 * Which display the guest's window goes on, as chosen: `auto`, `none`, or the display by its name
 * and size (`#id` while it is not connected).
 */
function placementWords(placement: DisplayPlacement): Snapshot {
  if (placement.host !== 'electron') return {};
  const { choice, displays } = placement;
  if (typeof choice !== 'number') return { guestDisplay: choice };
  // A display's id means nothing to whoever reads the journal: its name and size, as Settings lists it.
  const display = displays.find((connected) => connected.id === choice);
  if (!display) return { guestDisplay: `#${choice}` };
  const size = `${display.width}×${display.height}`;
  const label = display.label.trim();
  return { guestDisplay: label ? `${label}, ${size}` : size };
}

/**
 * The core's gate (CommandGate): a protected command is let through on a manager's grant
 * (ManagerRole.admit) and journalled once it has succeeded, with what it changed before and after.
 */
export class ProtectedActions implements CommandGate {
  constructor(
    private readonly role: ManagerRole,
    private readonly journal: Journal,
    private readonly state: {
      settings: () => Readonly<Settings>;
      queue: HoldQueue;
      guestName: (customerGuid: string) => string;
      /** The account's name for the journal (journal/account-label.ts): its guid would read as a secret. */
      accountLabel: (hold: HoldView) => string;
      /** Where the guest's display goes now (display.place's before). */
      displayPlacement: () => DisplayPlacement;
    },
  ) {}

  admit(command: CommandName, input: unknown, grant: string | undefined): AdmittedCommand {
    const admission = this.role.admit(command, grant);
    const { who } = admission;
    const people = { manager: admission.manager };
    const before = this.snapshot(command, input);
    return {
      ...admission,
      failed: (code) => {
        // The guest's card asked for: the manager's grant waits for the same command with the card.
        if (GIVEN_BACK.has(code)) admission.giveBack?.();
        this.journal.record('protected', who, command, { ...before, failed: code }, people);
      },
      done: (output) => {
        const after = this.after(command, input, output);
        // Nothing changed in place (an allowance, a quit): what it was about, without "before".
        if (Object.keys(after).length === 0)
          return this.journal.record('protected', who, command, before, people);
        const details: Snapshot = {};
        // Only what changed reads "before" and "after"; what it was about stays as it is.
        for (const [name, value] of Object.entries(before))
          details[name in after ? `${name} before` : name] = value;
        for (const [name, value] of Object.entries(after)) details[`${name} after`] = value;
        this.journal.record('protected', who, command, details, people);
      },
    };
  }

  rejected(command: CommandName, field: string): void {
    this.journal.record('refused', 'cashier', command, { code: 'invalidInput', field });
  }

  private snapshot(command: CommandName, input: unknown): Snapshot {
    switch (command) {
      case 'hold.allowBlocked':
        return { guest: this.state.guestName((input as { customerGuid: string }).customerGuid) };
      case 'readers.check':
        return { part: (input as { part: string }).part };
      case 'app.quit':
        return { waiting: String(this.state.queue.totals().waitingCount) };
      case 'settings.set':
        return settingsWords(input as SettingsPatch, this.state.settings());
      case 'display.place':
        return placementWords(this.state.displayPlacement());
      case 'queue.resolve':
      case 'hold.reverse': {
        // A reversal has no action: its command says what it does.
        const { holdId, action, correction } = input as {
          holdId: string;
          action?: string;
          correction?: CorrectionInput;
        };
        const row = this.state.queue.get(holdId);
        return {
          ...(action ? { action } : {}),
          hold: holdId,
          ...holdWords(row && holdView(row), this.state.accountLabel),
          ...correctionWords(correction),
        };
      }
      case 'queue.attribute': {
        const { holdId, choice } = input as { holdId: string; choice: unknown };
        const row = this.state.queue.get(holdId);
        return {
          transaction: choiceWords(choice),
          hold: holdId,
          ...holdWords(row && holdView(row), this.state.accountLabel),
        };
      }
      default:
        return {};
    }
  }

  private after(command: CommandName, input: unknown, output: unknown): Snapshot {
    switch (command) {
      case 'settings.set':
        return settingsWords(input as SettingsPatch, output as SettingsView);
      case 'queue.resolve':
      case 'hold.reverse':
        return { state: (output as { hold: HoldView }).hold.state };
      case 'queue.attribute': {
        const { hold } = output as { hold: HoldView };
        return {
          state: hold.state,
          ...(hold.bonusTransactionId !== undefined ? { transaction: String(hold.bonusTransactionId) } : {}),
        };
      }
      case 'staff.addManager':
        return { manager: (input as { name: string }).name };
      case 'display.place':
        return placementWords(output as DisplayPlacement);
      default:
        return {};
    }
  }
}

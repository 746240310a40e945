import {
  CORRECTION_NOTE_MAX,
  type CorrectionInput,
  type CorrectionReason,
} from '../../../common/contract/index';
import type { correctionStrings } from '../i18n/dictionaries/corrections';
import { loadContractChecks, loadedContractChecks } from '../lazy/load-contract-checks';

type CorrectionSchema = Awaited<ReturnType<typeof loadContractChecks>>['CorrectionInputSchema'];

/** The reason a cashier picks before money is moved back (issue 25), and the note. */
export class CorrectionDraft {
  reason = $state<CorrectionReason | undefined>(undefined);
  note = $state('');
  readonly noteMax = CORRECTION_NOTE_MAX;
  /** The contract's schema: loaded already once the page was idle, else with the dialog. */
  #schema = $state<CorrectionSchema | undefined>(loadedContractChecks()?.CorrectionInputSchema);

  constructor() {
    if (this.#schema) return;
    void loadContractChecks().then(
      (checks) => (this.#schema = checks.CorrectionInputSchema),
      () => undefined,
    );
  }

  /** What the core takes, or undefined while a reason (or the note "other" needs) is missing. */
  get input(): CorrectionInput | undefined {
    if (this.reason === undefined || this.#schema === undefined) return undefined;
    const note = this.note.trim();
    const parsed = this.#schema.safeParse({ reason: this.reason, ...(note ? { note } : {}) });
    return parsed.success ? parsed.data : undefined;
  }

  get noteNeeded(): boolean {
    return this.reason === 'other';
  }
}

/** A reason's label in the UI's language. */
export function reasonWord(s: (typeof correctionStrings)['en'], reason: CorrectionReason): string {
  switch (reason) {
    case 'paidInMoney':
      return s.paidInMoney;
    case 'wrongGuest':
      return s.wrongGuest;
    case 'wrongAmount':
      return s.wrongAmount;
    case 'duplicate':
      return s.duplicate;
    case 'other':
      return s.other;
  }
}

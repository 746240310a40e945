import {
  CORRECTION_NOTE_MAX,
  type CorrectionInput,
  type CorrectionReason,
} from '../../../common/contract/index';
import type { correctionStrings } from '../i18n/dictionaries/corrections';

/** The reason a cashier picks before money is moved back (issue 25), and the note. */
export class CorrectionDraft {
  reason = $state<CorrectionReason | undefined>(undefined);
  note = $state('');
  readonly noteMax = CORRECTION_NOTE_MAX;

  /**
   * What the core takes (the contract's CorrectionInputSchema, whose rules these are: the core
   * checks it again), or undefined while a reason (or the note "other" needs) is missing.
   */
  get input(): CorrectionInput | undefined {
    if (this.reason === undefined) return undefined;
    const note = this.note.trim();
    if (note.length > CORRECTION_NOTE_MAX || (this.reason === 'other' && note === '')) return undefined;
    return { reason: this.reason, ...(note ? { note } : {}) };
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

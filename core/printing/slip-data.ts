import type { Cents } from '../../common/platform/money';

/**
 * Where a hold of a slip stands, as the slip says it: only `done` reads as done; a queued or
 * unknown hold says so, and a hold moved back later (a reprint) says that.
 */
export type SlipStanding = 'done' | 'queued' | 'unknown' | 'refused' | 'cancelled' | 'reversed';

export interface SlipHold {
  kind: 'debit' | 'credit' | 'reverse';
  /** For a reversal: what it moved back (a payment or an award). */
  reverses?: 'debit' | 'credit';
  standing: SlipStanding;
  amountCents: Cents;
  accountName: string;
  /** The account's available balance after the hold, as the platform confirmed it. */
  balanceAfterCents?: Cents;
}

/** Everything a guest's slip prints, and nothing else: never a whole card, a phone or a PIN. */
export interface SlipData {
  venue: string | null;
  till: string;
  /** When the operation was made (the first hold's time). */
  at: number;
  cashier: string | null;
  bill: string | null;
  billCents: Cents | null;
  guestFirstName: string | null;
  /** The card's last four characters; null when the guest came by another token (a phone, the app). */
  cardLastFour: string | null;
  holds: SlipHold[];
  /** A reprint: marked «КОПИЯ». */
  copy: boolean;
}

/** The states of a waiting hold, as SQL. */
export const WAITING_SQL = `('queued', 'sending', 'uncertain')`;
/** States of a reverse row that may still be sent (a rejected one, on a manager's retry). */
export const UNSETTLED_SQL = `('queued', 'sending', 'uncertain', 'rejected')`;

export type Id = [holdId: string];
export type HoldIdRow = { hold_id: string };
export type Cents = { cents: number };
export type Note = [code: string | null, message: string | null];
/** Waiting holds of one kind summed: their amount and how many. */
export type WaitingSum = { kind: 'debit' | 'credit'; cents: number; n: number };

/**
 * Which queue rows are a known guest's (issue 41): those taken for the guest, and those taken by
 * one of its cards before the guest was known. The latter carry no guest and wait in their card's
 * `token:` lane; a card is the guest's when the guest cache holds its token for the guest, or it
 * is `@token` (the card at hand). The offline limits, the card's waiting figures and the guest's
 * list of holds all find the guest's holds through these, never by a rule of their own.
 *
 * Named parameters: `@guest` (the guest's guid) and `@token` (a token hash, or null).
 */

/** HoldQueue rows taken for the guest: `o.customer_guid` is the guest's. */
export const TAKEN_FOR_GUEST = 'o.customer_guid = @guest';

/**
 * A FROM clause: the queue rows `o` taken by one of the guest's cards before the guest was known,
 * read through `index` (a lane index whose rows carry no guest: the waiting rows' for the offline
 * limits, outbox_token_lane for every state).
 */
export function takenByCardsBefore(index: 'outbox_waiting_lane' | 'outbox_token_lane'): string {
  return `(SELECT token_hash FROM guest_tokens WHERE customer_guid = @guest UNION SELECT @token) t
    JOIN outbox o INDEXED BY ${index}
      ON o.lane_key >= 'token:' || t.token_hash || '|' AND o.lane_key < 'token:' || t.token_hash || '}'
      AND o.customer_guid IS NULL`;
}

import { cardWatch } from './card-watch';
import { platformOf, trackCard } from '../../../harness/e2e/cashier';
import { BONUS_GUID, MIKHAILOV_TRACK } from '../../../harness/e2e/demo-guests';
import type { UiRig } from '../../../harness/e2e/ui-rig';
import { useUiRig } from './use-ui-rig';

/**
 * Issue 14 §3's set-up: a file's rig for Михайлов's payments queued while the platform is away,
 * and a second till that meanwhile spends his bonuses on the platform itself, so that they are
 * refused when it returns. The pages must never show his card number (`cards`).
 */
export interface SecondTillRig {
  /** The started rig: only inside the file's tests. */
  readonly rig: UiRig;
  readonly cards: readonly string[];
  /** The other till pays `amount` of Михайлов's bonuses on the platform. */
  spend(amount: number): Promise<unknown>;
}

export function useSecondTillRig(): SecondTillRig {
  const cards = [MIKHAILOV_TRACK];
  let started: UiRig | undefined;
  useUiRig({ initScript: cardWatch(cards) }, (rig) => (started = rig));
  const rig = (): UiRig => {
    if (!started) throw new Error('the rig is used before it started');
    return started;
  };
  return {
    get rig() {
      return rig();
    },
    cards,
    spend: (amount) =>
      platformOf(rig()).debitHold({
        customerToken: trackCard(MIKHAILOV_TRACK),
        accountType: { accountGuid: BONUS_GUID },
        amount,
      }),
  };
}

import type { CommandOutput, ErrorValue, TerminalBridge, TokenInput } from '../../../common/contract/index';

/** The answer, and when it arrived (Date.now()): a saved copy's age grows from there. */
type HistoryAnswer = CommandOutput<'account.history'> & { receivedAt: number };

/** One account's history (account.history): live, or from the cache with its age when offline. */
export class AccountHistory {
  answer = $state<HistoryAnswer | undefined>(undefined);
  error = $state<ErrorValue | undefined>(undefined);
  loading = $state(false);
  #seq = 0;

  constructor(private readonly bridge: TerminalBridge) {}

  async load(token: TokenInput, accountGuid: string): Promise<void> {
    const seq = ++this.#seq;
    this.loading = true;
    const result = await this.bridge['account.history']({ token, accountGuid });
    if (seq !== this.#seq) return; // a newer load won
    this.loading = false;
    if (result.ok) {
      this.answer = { ...result.value, receivedAt: Date.now() };
      this.error = undefined;
    } else this.error = result.error;
  }
}

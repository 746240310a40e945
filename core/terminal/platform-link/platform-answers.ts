import type { ConnectivityMonitor, ConnectivitySnapshot, ConnectivityState, Tuning } from '../../offline';
import type { CallOptions, PlatformClient } from '../../platform/client';
import { AuthError, BusinessError, isPlatformError } from '../../platform/errors';
import type { PlatformLink } from './platform-link';

/**
 * The platform's calls as the connectivity monitor hears of them (`live`), and when the platform
 * last answered (the status's `lastOnlineAt`): the monitor starts online by assumption, so only an
 * answer, or the first probe finding it online, counts as the platform being there.
 */
export class PlatformAnswers {
  private lastAt: number | null = null;
  /** Online as an answer confirmed it (the monitor starts online by assumption, before any answer). */
  private answeredOnline = false;

  constructor(
    private readonly link: PlatformLink,
    private readonly connectivity: ConnectivityMonitor,
    private readonly tuning: Tuning,
  ) {}

  /** When the platform last answered before the present state began, if ever. */
  get lastOnlineAt(): number | null {
    return this.lastAt;
  }

  async live<T>(call: (client: PlatformClient, options: CallOptions) => Promise<T>): Promise<T> {
    try {
      const value = await call(await this.link.client(), { timeoutMs: this.tuning.requestTimeoutMs });
      this.connectivity.reportSuccess();
      this.answeredOnline = true;
      return value;
    } catch (error) {
      // A refusal is an answer: the platform is there.
      if (error instanceof BusinessError || error instanceof AuthError) {
        this.connectivity.reportSuccess();
        this.answeredOnline = true;
      } else if (isPlatformError(error)) this.connectivity.reportFailure(error);
      throw error;
    }
  }

  /** The monitor's change of state. */
  changed(snapshot: ConnectivitySnapshot): void {
    // Leaving online: the platform last answered when this state began.
    if (snapshot.state !== 'online' && this.answeredOnline) this.lastAt = snapshot.since;
    this.answeredOnline = snapshot.state === 'online';
  }

  /** The first probe's answer. */
  probed(state: ConnectivityState): void {
    // The monitor was already online: no change event says the platform answered.
    if (state === 'online') this.answeredOnline = true;
  }
}

import type { ErrorValue } from '../../../common/contract/index';
import { errorValue } from '../errors';
import type { PlatformAddress } from './platform-link';
import type { SettingsStore } from '../settings/settings';

/** The platform's address the link waits for while the embedded platform is still to start. */
export interface AddressToCome {
  resolve(address: PlatformAddress): void;
  reject(error: Error): void;
}

/** A platform server started inside this process (the demo default when no address is set). */
export interface EmbeddedPlatform extends PlatformAddress {
  close(): Promise<void>;
}

interface PlatformSourceOptions {
  settings: SettingsStore;
  /** Starts the embedded platform; without it a till with no address set has no platform. */
  startEmbedded: (() => Promise<EmbeddedPlatform>) | undefined;
  embeddedStartDelayMs: number;
  /** Whether the core has closed: a start that ends afterwards is closed at once, and not reported. */
  closed(): boolean;
  /** The status changed: it names the started platform's address, or why it did not start. */
  changed(): void;
  log: { error(message: string): void };
}

/**
 * Where the platform is: the configured address, or the embedded platform, started once on first
 * need when no address is set (and again by a later need after a failed start).
 */
export class PlatformSource {
  private embedded: EmbeddedPlatform | undefined;
  /** The embedded platform's start, under way or done. */
  private starting: Promise<EmbeddedPlatform> | undefined;
  /** Why the embedded platform did not start, until a start succeeds: a status warning. */
  private failure: string | undefined;
  /** Stops a start still waiting for its delay (the core closes). */
  private cancel: () => void = () => undefined;

  constructor(private readonly options: PlatformSourceOptions) {}

  static async configured(settings: SettingsStore): Promise<PlatformAddress> {
    const { url, user } = settings.value.platform;
    if (url === null) throw new Error('no platform address is set');
    return { baseUrl: url, user, password: (await settings.password()) ?? '' };
  }

  private get isEmbedded(): boolean {
    return this.options.settings.value.platform.url === null;
  }

  /** The configured platform, or the embedded one when there is no address. */
  address(): Promise<PlatformAddress> {
    if (!this.isEmbedded) return PlatformSource.configured(this.options.settings);
    this.starting ??= this.startNow();
    return this.starting;
  }

  private async startNow(): Promise<EmbeddedPlatform> {
    const start = this.options.startEmbedded;
    if (!start) throw new Error('no platform address is set and no embedded platform is available');
    try {
      const embedded = await start();
      if (this.options.closed()) {
        await embedded.close();
        throw new Error('the core closed while the embedded platform started');
      }
      this.embedded = embedded;
      this.failure = undefined;
      return embedded;
    } catch (error) {
      // A later need tries again.
      this.starting = undefined;
      // The status carries the reason: a line, not a stack.
      if (!this.options.closed()) this.failure = (error as Error).message.split('\n')[0]!.slice(0, 200);
      throw error;
    }
  }

  /**
   * Starts the embedded platform `embeddedStartDelayMs` after the core opened, so that the host's
   * first commands are answered first; platform calls wait for it meanwhile. One that cannot start
   * is logged, and every platform call fails with why (the till is offline).
   */
  startAfterDelay(address: AddressToCome): void {
    const timer = setTimeout(() => {
      this.address().then(
        (started) => {
          address.resolve(started);
          this.options.changed();
        },
        (error: Error) => {
          address.reject(error);
          if (this.options.closed()) return;
          this.options.log.error(`core: the embedded platform did not start: ${error.message}`);
          this.options.changed();
        },
      );
    }, this.options.embeddedStartDelayMs);
    this.cancel = () => {
      clearTimeout(timer);
      address.reject(new Error('the core closed before the embedded platform started'));
    };
  }

  warnings(): ErrorValue[] {
    return this.isEmbedded && this.failure !== undefined
      ? [errorValue('embeddedPlatformFailed', { problem: this.failure })]
      : [];
  }

  /** The platform user the till signs in as (the embedded platform's own when embedded). */
  userName(): string {
    return this.isEmbedded ? (this.embedded?.user ?? '') : this.options.settings.value.platform.user;
  }

  async close(): Promise<void> {
    this.cancel();
    await this.starting?.then(
      (embedded) => embedded.close(),
      () => undefined,
    );
  }
}

import type { PingPort, PlatformPort } from '../../offline';
import { PlatformClient, type CallOptions } from '../../platform/client';
import { NetworkError } from '../../platform/errors';
import type { HoldRequest, OperationHistoryRequest, ReverseRequest } from '../../../common/platform/schemas';

export interface PlatformAddress {
  baseUrl: string;
  user: string;
  password: string;
}

/**
 * The platform as the engine, the monitor and the core's reads see it: a stable object whose
 * client is replaced when the address, user or password change in the settings. The address may
 * come later (the embedded platform starts after the core opens): calls wait for it, and fail
 * with its error when it cannot come.
 */
export class PlatformLink implements PlatformPort, PingPort {
  private current: Promise<PlatformClient>;
  private known: PlatformClient | undefined;
  private password = '';
  /** Moves on at each reconfigure: an address that comes after a newer one is not taken. */
  private generation = 0;

  constructor(
    address: PlatformAddress | Promise<PlatformAddress>,
    private readonly timeoutMs: number,
  ) {
    this.current = this.take(address);
  }

  /** The secrets of the current address, for what must never store them (error notes). */
  get secrets(): readonly string[] {
    return this.password === '' ? [] : [this.password];
  }

  /** The client, once the address is known. */
  client(): Promise<PlatformClient> {
    return this.current;
  }

  /** The address's base URL; empty while it is still to come. */
  get baseUrl(): string {
    return this.known?.baseUrl ?? '';
  }

  reconfigure(address: PlatformAddress | Promise<PlatformAddress>): void {
    this.current = this.take(address);
  }

  async debitHold(body: HoldRequest, options?: CallOptions) {
    return (await this.current).debitHold(body, options);
  }

  async creditHold(body: HoldRequest, options?: CallOptions) {
    return (await this.current).creditHold(body, options);
  }

  async reverse(body: ReverseRequest, options?: CallOptions) {
    return (await this.current).reverse(body, options);
  }

  async operationHistory(body: OperationHistoryRequest, options?: CallOptions) {
    return (await this.current).operationHistory(body, options);
  }

  async ping(options?: CallOptions) {
    return (await this.current).ping(options);
  }

  private take(address: PlatformAddress | Promise<PlatformAddress>): Promise<PlatformClient> {
    const generation = ++this.generation;
    this.known = undefined;
    this.password = '';
    if (!(address instanceof Promise)) return Promise.resolve(this.connect(address, generation));
    const client = address.then(
      (coming) => this.connect(coming, generation),
      (error: Error) => {
        // No request went out: to the engine and the monitor, the platform cannot be reached.
        throw new NetworkError('other', 'notApplied', `no platform address: ${error.message}`, {
          cause: error,
        });
      },
    );
    // Unhandled here: each call meets the failure.
    client.catch(() => undefined);
    return client;
  }

  private connect(address: PlatformAddress, generation: number): PlatformClient {
    const client = new PlatformClient({ ...address, timeoutMs: this.timeoutMs });
    if (generation === this.generation) {
      this.known = client;
      this.password = address.password;
    }
    return client;
  }
}

import type { PingPort, PlatformPort } from '../offline';
import { PlatformClient, type CallOptions } from '../platform/client';
import type { HoldRequest, OperationHistoryRequest, ReverseRequest } from '../../common/platform/schemas';

export interface PlatformAddress {
  baseUrl: string;
  user: string;
  password: string;
}

/**
 * The platform as the engine, the monitor and the core's reads see it: a stable object whose
 * client is replaced when the address, user or password change in the settings.
 */
export class PlatformLink implements PlatformPort, PingPort {
  private current: PlatformClient;
  private password: string;

  constructor(
    address: PlatformAddress,
    private readonly timeoutMs: number,
  ) {
    this.current = this.connect(address);
    this.password = address.password;
  }

  /** The secrets of the current address, for what must never store them (error notes). */
  get secrets(): readonly string[] {
    return this.password === '' ? [] : [this.password];
  }

  get client(): PlatformClient {
    return this.current;
  }

  get baseUrl(): string {
    return this.current.baseUrl;
  }

  reconfigure(address: PlatformAddress): void {
    this.current = this.connect(address);
    this.password = address.password;
  }

  debitHold(body: HoldRequest, options?: CallOptions) {
    return this.current.debitHold(body, options);
  }

  creditHold(body: HoldRequest, options?: CallOptions) {
    return this.current.creditHold(body, options);
  }

  reverse(body: ReverseRequest, options?: CallOptions) {
    return this.current.reverse(body, options);
  }

  operationHistory(body: OperationHistoryRequest, options?: CallOptions) {
    return this.current.operationHistory(body, options);
  }

  ping(options?: CallOptions) {
    return this.current.ping(options);
  }

  private connect(address: PlatformAddress): PlatformClient {
    return new PlatformClient({ ...address, timeoutMs: this.timeoutMs });
  }
}

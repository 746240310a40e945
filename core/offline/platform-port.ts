import type { CallOptions } from '../platform/client';
import type {
  HoldRequest,
  HoldResponse,
  OperationHistoryRequest,
  OperationHistoryResponse,
  ReverseRequest,
  ReverseResponse,
} from '../../common/platform/schemas';

/**
 * The part of PlatformClient the settlement engine uses. PlatformClient satisfies it; unit
 * tests pass a fake ledger that loses answers. Failures must be the errors of
 * core/platform/errors.ts: their `outcome` decides between resending and reconciling.
 */
export interface PlatformPort {
  debitHold(body: HoldRequest, options?: CallOptions): Promise<HoldResponse>;
  creditHold(body: HoldRequest, options?: CallOptions): Promise<HoldResponse>;
  reverse(body: ReverseRequest, options?: CallOptions): Promise<ReverseResponse>;
  operationHistory(body: OperationHistoryRequest, options?: CallOptions): Promise<OperationHistoryResponse>;
}

/** What the connectivity monitor needs of the platform. */
export interface PingPort {
  ping(options?: CallOptions): Promise<void>;
}

import type { CommandHandlers } from '../terminal/command-handlers';
import type { EventBus } from '../terminal/event-bus';
import type { DispatchLog } from './dispatch';

/**
 * What the loopback host is started with: read by the host (loopback.ts) and by the contract's
 * side it loads later (loopback-contract.ts), so neither imports the other for it.
 */
export interface LoopbackHostOptions {
  /**
   * The core's handlers, or their promise: then the host listens and serves the page's files
   * while the core still opens, and commands wait for it (core/cli/core.ts, issue 27).
   */
  handlers: CommandHandlers | Promise<CommandHandlers>;
  events: Pick<EventBus, 'subscribe'>;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Defaults to 32 fresh random bytes. */
  secret?: string;
  /** The guest display's secret (its read commands and event only); 32 fresh random bytes by default. */
  displaySecret?: string;
  /** Folder of the built renderer, served on GET of any other path (the next issue fills it). */
  staticRoot?: string;
  maxBodyBytes?: number;
  /** How long the rest of a refused body is read and thrown away before the connection is cut (5 s). */
  discardMs?: number;
  heartbeatMs?: number;
  log?: DispatchLog;
}

import type { PrinterAddress, PrinterState } from '../../common/contract/index';

/** What one go at the printer came to: its state, and whether the bytes certainly reached it. */
export interface Delivery {
  state: PrinterState;
  printed: boolean;
}

/** How long a go at the printer may wait: to connect (or open), and for each write or answer. */
export interface TransportTimeouts {
  connectMs: number;
  ioMs: number;
}

/**
 * One printer: asks its state and prints `bytes` when it is ready (without bytes it only asks).
 * Never throws and never waits past its time-outs.
 */
export type PrinterTransport = (bytes: Uint8Array | undefined) => Promise<Delivery>;

export type TransportFactory = (address: PrinterAddress, timeouts: TransportTimeouts) => PrinterTransport;

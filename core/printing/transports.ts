import { fileTransport } from './file-transport';
import { tcpTransport } from './tcp-transport';
import type { TransportFactory } from './transport';

/** The transport of a printer's address: raw TCP or a device file. */
export const defaultTransport: TransportFactory = (address, timeouts) => {
  switch (address.kind) {
    case 'tcp':
      return tcpTransport(address.host, address.port, timeouts);
    case 'file':
      return fileTransport(address.path, timeouts);
  }
};

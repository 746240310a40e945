import type { TokenSource } from '../../../common/contract/index';
import type { ScanSource } from '../../../common/scanner/scan-outcome';

/** How a scanned token came (issue 40): what fingers typed is `typed`, what a reader or the wedge read is `read`. */
export function tokenSourceOf(scan: ScanSource): TokenSource {
  switch (scan) {
    case 'manual':
      return 'typed';
    case 'hid-kbd':
    case 'hid-pos':
    case 'hid-msr':
    case 'wedge':
      return 'read';
  }
}

import type { ScanEvent } from '../../../common/contract/index';
import type { ScanOutcome } from '../../../common/scanner/scan-outcome';
import type { TokenRefs } from '../guests/token-refs';
import { tokenSourceOf } from '../money-guards/token-source';

/** A scan as the renderer sees it: a token by its reference, never its key. */
export function scanEventView(event: ScanOutcome, tokens: TokenRefs): ScanEvent {
  if (event.kind !== 'token') return event;
  const from = tokenSourceOf(event.source);
  const scan = {
    kind: 'token' as const,
    token: tokens.view(event.token, undefined, from),
    source: event.source,
  };
  return event.rule === undefined ? scan : { ...scan, rule: event.rule };
}

import type { TerminalBridge } from '../../../common/contract/index';
import { contextPiece } from '../context-piece';
import type { LinkListener } from './link';

/** The bridge to the core, with a manager's PIN asked before a protected command (staff/guarded-bridge.ts). */
export const [useBridge, bridgeEntry] = contextPiece<TerminalBridge>('bridge');

/** Follows the UI's link to its host (always open under Electron); returns the unsubscribe. */
export type OnLink = (listener: LinkListener) => () => void;
export const [useLink, linkEntry] = contextPiece<OnLink>('link');

import type { TerminalBridge } from '../../../common/contract/index';

/**
 * The Electron host asks for a manager before it quits while holds wait (`quitRequest`): the
 * guarded bridge shows the PIN dialog and sends `app.quit` with the grant; a cancelled PIN or a
 * refusal answers `app.stay`, and the app stays open. The core checks the grant, not this.
 */
export function answerQuitRequests(bridge: TerminalBridge): () => void {
  return bridge.on('quitRequest', () => {
    void (async () => {
      const approved = await bridge['app.quit']({});
      if (!approved.ok) await bridge['app.stay']({});
    })();
  });
}

import type { DisplayBridge, DisplayView } from '../../../common/contract/index';

/** What the display shows: the core's answer at start, then every `display` event. */
export class DisplayState {
  view = $state<DisplayView | undefined>(undefined);

  constructor(private readonly bridge: DisplayBridge) {}

  start(): () => void {
    let pushed = false;
    const stop = this.bridge.on('display', (view) => {
      pushed = true;
      this.view = view;
    });
    void this.bridge['display.view']({}).then((result) => {
      // An event that arrived first is newer than this answer.
      if (result.ok && !pushed) this.view = result.value;
    });
    return stop;
  }
}

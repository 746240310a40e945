/** The UI's own connection to its host (not the platform's): the event stream's state. */
export type LinkState = 'connecting' | 'open' | 'reconnecting' | 'closed';
export type LinkListener = (state: LinkState) => void;

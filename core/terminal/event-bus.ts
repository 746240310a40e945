import type { EventName, EventPayload } from '../../common/contract/index';

export type EventListener = <K extends EventName>(name: K, payload: EventPayload<K>) => void;

/** The core's outgoing events; each host subscribes and carries them to its renderer. */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit<K extends EventName>(name: K, payload: EventPayload<K>): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(name, payload);
      } catch {
        // One broken subscriber (a closed window, a dropped stream) must not stop the others.
      }
    }
  }
}

/**
 * Keys a cashier could not have meant for a prompt: those pressed before it was on screen, or
 * within a human's reaction time after (a fast typist's next digit, the second of a double
 * Enter). A chooser or a confirmation takes only keys after that; a tap is always its own.
 */
export const REACTION_MS = 200;

export class ReactionGuard {
  #shownAt = Number.POSITIVE_INFINITY;

  /** The prompt is on screen now (call it when it is mounted). */
  shown(now: number = performance.now()): void {
    this.#shownAt = now;
  }

  /** The key came late enough after the prompt appeared to be an answer to it. */
  answers(event: Pick<Event, 'timeStamp'>): boolean {
    return event.timeStamp >= this.#shownAt + REACTION_MS;
  }
}

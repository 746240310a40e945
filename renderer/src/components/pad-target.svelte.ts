import { getContext, setContext, untrack } from 'svelte';

/**
 * Which of a group's fields an on-screen keypad types into: the last of them to have had the
 * focus (a tap, a click or Tab), the first of them until one has. The pads never take the focus
 * (components/Keypad.svelte), so tapping them cannot move it; a field shows it is the target by
 * asking `is(field)`.
 */
export class PadTarget {
  #field = $state<HTMLInputElement | undefined>(undefined);
  #group: HTMLElement | undefined;

  /** `fields`: a selector of the group's fields the pads type into (other fields are ignored). */
  constructor(private readonly fields: string) {}

  /** The field the pads type into now. */
  get field(): HTMLInputElement | undefined {
    const chosen = this.#field;
    if (chosen?.isConnected) return chosen;
    return this.#group?.querySelector<HTMLInputElement>(this.fields) ?? undefined;
  }

  is(field: HTMLInputElement | undefined): boolean {
    return field !== undefined && this.field === field;
  }

  /** An attachment (`{@attach pads.follow}`) for the element that holds the fields. */
  readonly follow = (group: HTMLElement): (() => void) => {
    this.#group = group;
    untrack(() => (this.#field ??= group.querySelector<HTMLInputElement>(this.fields) ?? undefined));
    const onFocusIn = (event: FocusEvent): void => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.matches(this.fields)) this.#field = target;
    };
    group.addEventListener('focusin', onFocusIn);
    return () => {
      group.removeEventListener('focusin', onFocusIn);
      if (this.#group === group) this.#group = undefined;
    };
  };
}

const KEY = Symbol('pad-target');

/** Makes `pads` the target of the fields below (they mark themselves when it is theirs). */
export function providePadTarget(pads: PadTarget): void {
  setContext(KEY, pads);
}

/** The keypad whose fields these are, if any. */
export function padTarget(): PadTarget | undefined {
  return getContext<PadTarget | undefined>(KEY);
}

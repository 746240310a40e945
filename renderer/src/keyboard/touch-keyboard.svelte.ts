import type { Language, TouchKeyboardMode } from '../../../common/contract/index';
import type { Navigation, Screen } from '../state/screen.svelte';
import { otherLayout, type KeyAction, type KeyboardLayout } from './layouts';
import { takesTouchKeyboard } from './takes-keyboard';
import { deleteBackward, insertText } from './type-into';
import { contextPiece } from '../context-piece';

/** A touch screen: its primary pointer is a finger. */
export const COARSE_POINTER = '(pointer: coarse)';

/**
 * The on-screen keyboard's state: whether this till wants it (the setting, `auto` from the pointer
 * type), the field it types into (the focused field that takes it, `takes-keyboard.ts`, on the screen it was
 * focused on), the layout and Shift. It never listens to keys: a wedge reader's burst goes to the
 * scan router as ever.
 */
export class TouchKeyboard {
  mode = $state<TouchKeyboardMode>('auto');
  coarsePointer = $state(false);
  shift = $state(false);
  #chosenLayout = $state<KeyboardLayout | undefined>(undefined);
  #field = $state<{ input: HTMLInputElement; screen: Screen } | undefined>(undefined);

  readonly wanted = $derived.by(() => {
    switch (this.mode) {
      case 'auto':
        return this.coarsePointer;
      case 'always':
        return true;
      case 'never':
        return false;
    }
  });

  constructor(
    private readonly navigation: Navigation,
    private readonly language: () => Language,
  ) {}

  /** The field the keyboard is shown for: none when not wanted, or once its screen is left. */
  get field(): HTMLInputElement | undefined {
    return this.wanted && this.#field?.screen === this.navigation.screen ? this.#field.input : undefined;
  }

  /** Russian until switched when the UI speaks Russian, Latin when it speaks English. */
  get layout(): KeyboardLayout {
    return this.#chosenLayout ?? this.language();
  }

  /** Follows the focus and the pointer type; returns the stop. */
  start(target: Window): () => void {
    const media = target.matchMedia?.(COARSE_POINTER);
    const onMedia = () => (this.coarsePointer = media?.matches ?? false);
    onMedia();
    media?.addEventListener('change', onMedia);
    // After the event, never inside it: a field removed with its screen loses the focus while the
    // UI is being updated, where changing state is forbidden.
    const onFocus = () => queueMicrotask(() => this.focused(target.document.activeElement));
    target.document.addEventListener('focusin', onFocus);
    target.document.addEventListener('focusout', onFocus);
    return () => {
      media?.removeEventListener('change', onMedia);
      target.document.removeEventListener('focusin', onFocus);
      target.document.removeEventListener('focusout', onFocus);
    };
  }

  focused(element: Element | null): void {
    if (takesTouchKeyboard(element)) this.#field = { input: element, screen: this.navigation.screen };
    else if (!element?.closest('[data-touch-keyboard-keys]')) this.#field = undefined;
  }

  /** A key tapped: acts on the field only while it has the focus. */
  press(action: KeyAction): void {
    switch (action.kind) {
      case 'shift':
        this.shift = !this.shift;
        return;
      case 'layout':
        this.#chosenLayout = otherLayout(this.layout);
        return;
      case 'hide':
        this.field?.blur();
        this.#field = undefined;
        return;
      case 'char':
      case 'space':
      case 'backspace':
        break;
    }
    const field = this.field;
    if (!field || field.ownerDocument.activeElement !== field) return;
    if (action.kind === 'backspace') deleteBackward(field);
    else insertText(field, action.kind === 'space' ? ' ' : action.char);
    if (action.kind === 'char') this.shift = false;
  }
}

/** The on-screen keyboard of touch tills. */
export const [useKeyboard, keyboardEntry] = contextPiece<TouchKeyboard>('keyboard');

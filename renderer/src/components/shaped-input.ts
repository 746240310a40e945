import { editField, type FieldShape } from '../tables/moment-field';

/** A field's text and caret after an edit, from the text typed, the caret and whether it deleted. */
export type FieldEdit = (typed: string, caret: number, deleting: boolean) => { value: string; caret: number };

/**
 * Formats a field's text after the user's edit (an `input` event), in place, the caret kept where
 * `edit` puts it; returns the new text. Shared by the phone fields, the table map's date and time
 * and the journal's day.
 */
export function editInPlace(event: Event, input: HTMLInputElement, edit: FieldEdit): string {
  const deleting = event instanceof InputEvent && event.inputType === 'deleteContentBackward';
  const next = edit(input.value, input.selectionStart ?? input.value.length, deleting);
  if (input.value !== next.value) input.value = next.value;
  input.setSelectionRange(next.caret, next.caret);
  return next.value;
}

/** A digits-only field of a shape (its separators added as typed); `previous` is its text before. */
export function reshapeInput(
  event: Event & { currentTarget: HTMLInputElement },
  previous: string,
  shape: FieldShape,
): string {
  return editInPlace(event, event.currentTarget, (typed, caret, deleting) =>
    editField(previous, typed, caret, shape, deleting),
  );
}

/**
 * The table map's chosen date and time, typed into two plain text fields formatted here in the
 * UI's language (`24.11.2026` and `19:30` in Russian, `24/11/2026` in English): a native
 * `datetime-local` follows the browser's locale instead (mm/dd/yyyy and PM in a Russian UI).
 * The cashier types digits only; the separators come by themselves.
 */

/** Groups of digits and the character between them. */
export interface FieldShape {
  readonly groups: readonly number[];
  readonly separator: string;
}

export const TIME_SHAPE: FieldShape = { groups: [2, 2], separator: ':' };

/** Day, month, year: the order of both UI languages (ru-RU and en-GB); only the separator differs. */
export function dateShape(separator: string): FieldShape {
  return { groups: [2, 2, 4], separator };
}

const capacity = (shape: FieldShape) => shape.groups.reduce((sum, size) => sum + size, 0);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** `2411202` -> `24.11.202`: a separator only before a digit that follows it; extra digits dropped. */
export function shapeDigits(digits: string, shape: FieldShape): string {
  let rest = digitsOf(digits).slice(0, capacity(shape));
  const parts: string[] = [];
  for (const size of shape.groups) {
    if (rest === '') break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(shape.separator);
}

/**
 * The field's text after an edit, formatted, with the caret after the same digit. A Backspace that
 * removed only a separator removes the digit before it, or it would come straight back.
 */
export function editField(
  previous: string,
  typed: string,
  caret: number,
  shape: FieldShape,
  deleting: boolean,
): { value: string; caret: number } {
  let digits = digitsOf(typed);
  let digitsBefore = digitsOf(typed.slice(0, caret)).length;
  if (deleting && digits === digitsOf(previous) && digitsBefore > 0) {
    digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
    digitsBefore -= 1;
  }
  const value = shapeDigits(digits, shape);
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}

function caretAfterDigits(value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index++) {
    if (/\d/.test(value[index]!) && ++seen === count) return index + 1;
  }
  return value.length;
}

function groupsOf(text: string, shape: FieldShape): number[] | undefined {
  const parts = text.trim().split(shape.separator);
  if (parts.length !== shape.groups.length) return undefined;
  if (parts.some((part, index) => part.length !== shape.groups[index] || !/^\d+$/.test(part)))
    return undefined;
  return parts.map(Number);
}

export interface Day {
  year: number;
  month: number;
  day: number;
}
export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** A whole date of the calendar (31.02 is not one), or undefined. */
export function parseDate(text: string, shape: FieldShape): Day | undefined {
  const groups = groupsOf(text, shape);
  if (!groups) return undefined;
  const [day, month, year] = groups as [number, number, number];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 2000 ? { year, month, day } : undefined;
}

/** 00:00 to 23:59, or undefined. */
export function parseTime(text: string): TimeOfDay | undefined {
  const groups = groupsOf(text, TIME_SHAPE);
  if (!groups) return undefined;
  const [hours, minutes] = groups as [number, number];
  return hours < 24 && minutes < 60 ? { hours, minutes } : undefined;
}

/** The terminal's local wall time of that day and time. */
export function combine(day: Day, time: TimeOfDay): Date {
  return new Date(day.year, day.month - 1, day.day, time.hours, time.minutes);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(date: Date, shape: FieldShape): string {
  return [pad(date.getDate()), pad(date.getMonth() + 1), String(date.getFullYear())].join(shape.separator);
}

export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** ArrowUp / ArrowDown in the date field: a day on or back (from today when it holds no date). */
export function stepDate(text: string, shape: FieldShape, days: number, today: Date): string {
  const day = parseDate(text, shape);
  const from = day ? new Date(day.year, day.month - 1, day.day) : today;
  return formatDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days), shape);
}

/**
 * ArrowUp / ArrowDown in the time field: to the next or the previous quarter of an hour (19:20 ->
 * 19:30 or 19:15), round the clock; from now when it holds no time.
 */
export function stepTime(text: string, direction: 1 | -1, now: Date): string {
  const time = parseTime(text) ?? { hours: now.getHours(), minutes: now.getMinutes() };
  const minutes = time.hours * 60 + time.minutes;
  const quarter = 15;
  const next =
    direction === 1
      ? Math.floor(minutes / quarter) * quarter + quarter
      : Math.ceil(minutes / quarter) * quarter - quarter;
  const day = 24 * 60;
  const wrapped = ((next % day) + day) % day;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

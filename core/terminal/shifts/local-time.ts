const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-26 09:12:05`, the terminal's local time: what a spreadsheet's reader reads at once. */
export function localSeconds(ms: number): string {
  const d = new Date(ms);
  return `${localTime(ms)}:${pad(d.getSeconds())}`;
}

/** `2026-11-26 09:12`, the terminal's local time: how a warning names when the shift began. */
export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A CSV field: quoted when it holds a separator, quote or line break; a leading =+-@ is defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of fields as CSV text (comma-separated, CRLF line ends) for a spreadsheet. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

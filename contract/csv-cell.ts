// One CSV cell as every export writes it: quoted when it holds a comma, a quote or a line break, and a text that
// a spreadsheet would run as a formula (= + - @, a tab or a carriage return first) kept as text with a quote.

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV for the exports (RFC 4180): one cell, one row. */

/** RFC 4180 cell; a leading formula character is neutralised (CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: Array<string | number | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

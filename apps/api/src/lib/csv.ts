/** CSV for the exports (RFC 4180): one cell, one row. */

/**
 * A formula character (= + - @ tab CR) where a spreadsheet starts a cell: at the start of the text, or
 * after a separator — `,` for most locales, `;` for those whose decimal mark is a comma (Rotterdam,
 * Hamburg, Marseille open `Acme;=1+1;Ltd` as three cells, the middle one a formula). Spaces before it
 * do not make it text.
 */
const FORMULA_START = /(^|[,;])( *)([=+\-@\t\r])/g;

/** RFC 4180 cell; a formula character that could start a spreadsheet cell is neutralised with `'`. */
export function csvCell(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = raw.replace(
    FORMULA_START,
    (_m, before: string, spaces: string, c: string) => `${before}${spaces}'${c}`,
  );
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: Array<string | number | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

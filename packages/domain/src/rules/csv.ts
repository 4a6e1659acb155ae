/**
 * The one CSV writer of the product (every CSV file the server or the portal makes goes through it;
 * decision 176): UTF-8 with a byte-order mark, so spreadsheet programs read accents correctly, CRLF line
 * ends and RFC 4180 quoting, and no cell a spreadsheet would run as a formula (OWASP, CSV injection).
 *
 * A spreadsheet may split a cell at another separator than the file's comma (one set to `;`, or tab), so a
 * cell is neutralised when it, or any part of it after a separator, starts with a formula character
 * (`=`, `+`, `-`, `@`, tab, CR): it gets a leading `'`, which spreadsheets show as text. A cell holding a
 * separator, a quote or a line end is quoted, so every reader that honours quotes keeps it one cell.
 */

/** A formula character at the start of the cell or of any part after a separator (`,` `;` tab `|` line end). */
const FORMULA_START = /(?:^|[,;\t|\r\n])\s*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** One cell as written to the file. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a byte-order mark, then one CRLF-ended line per row. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

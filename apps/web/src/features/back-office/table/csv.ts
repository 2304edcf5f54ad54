/** One CSV column: its heading and what a row writes in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** A spreadsheet would run a cell that starts with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas defused with a leading apostrophe, quoted when it holds `"` `,` or a newline. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a byte-order mark (Excel then reads UTF-8), the headings, a line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** `users-2026-05-01.csv`: the name and today's date (local). */
export function csvFilename(name: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The most rows one export call asks for. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of the current filter, page after page (at most 100 a call) until `total` is
 * reached or a page comes back short. `fetchPage` asks the server for one page.
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, pagesize: number) => Promise<{ list: readonly Row[]; total: number }>,
  maxRows = 100_000,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...answer.list);
    if (answer.list.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) break;
    if (rows.length >= maxRows) break;
  }
  return rows;
}

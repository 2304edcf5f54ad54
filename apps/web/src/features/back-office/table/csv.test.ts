import { describe, expect, it, vi } from 'vitest';
import { csvCell, csvFilename, fetchAllPages, toCsv } from './csv';

describe('csv', () => {
  it('quotes quotes, commas and newlines', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('defuses formulas: a leading = + - @ gets an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are numbers: a negative amount stays a number.
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a BOM, the headings and a line per row', () => {
    const csv = toCsv(
      [
        { header: 'Email', value: (row: { email: string; n: number }) => row.email },
        { header: 'Orders, total', value: (row) => row.n },
      ],
      [
        { email: 'a@x.com', n: 2 },
        { email: '=cmd', n: 0 },
      ],
    );
    expect(csv).toBe('\uFEFFEmail,"Orders, total"\r\na@x.com,2\r\n\'=cmd,0\r\n');
  });

  it('names the file with the date', () => {
    expect(csvFilename('users', new Date(2026, 0, 5))).toBe('users-2026-01-05.csv');
  });

  it('fetches every page, 100 at a time', async () => {
    const fetchPage = vi.fn(async (page: number, pagesize: number) => ({
      list: Array.from({ length: page < 3 ? pagesize : 5 }, (_, i) => (page - 1) * pagesize + i),
      total: 205,
    }));
    const rows = await fetchAllPages(fetchPage);
    expect(rows).toHaveLength(205);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });
});

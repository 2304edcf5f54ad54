import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  total: string;
}

const columns: DataColumn<Row>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Total', align: 'end', className: 'font-mono', cell: (row) => row.total },
];
const rows: Row[] = [
  { id: 1, name: 'Ana', total: '10.00' },
  { id: 2, name: 'Ben', total: '25.50' },
];

describe('<DataTable>', () => {
  it('shows a heading per column and a row per item, amounts at the end', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        pending={false}
        emptyTitle="Nothing"
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope'), h.className])).toEqual([
      ['Name', 'col', 'p-2 text-start'],
      ['Total', 'col', 'p-2 text-end'],
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => [c.textContent, c.className]),
    ).toEqual([
      ['Ana', 'p-2'],
      ['10.00', 'p-2 text-end font-mono'],
    ]);
    expect(within(second!).getByText('Ben')).toBeTruthy();
  });

  it('shows a placeholder while loading, then the error or the empty state instead of a table', () => {
    const props = {
      columns,
      rowKey: (row: Row) => row.id,
      emptyTitle: 'No orders with this status',
    };
    const { container, rerender } = render(
      <DataTable {...props} rows={[]} pending skeletonHeight="h-40" />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.className).toContain('h-40 w-full');
    rerender(
      <DataTable {...props} rows={rows} pending={false} error={new Error('Could not load')} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Could not load')).toBeTruthy();
    rerender(<DataTable {...props} rows={[]} pending={false} error={null} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No orders with this status')).toBeTruthy();
  });
});

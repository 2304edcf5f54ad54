import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Button } from '../../../components/ui/button';
import { AdminTable } from './admin-table';
import { SearchBox } from './search-box';
import { useTableState } from './use-table-state';

interface Person {
  id: number;
  email: string;
  spent: number;
}

const people: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  email: `p${i + 1}@example.com`,
  spent: i * 10,
}));

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('email', { header: 'Email', enableSorting: true }),
  column.accessor('spent', { header: 'Spent', enableSorting: true, meta: { align: 'end' } }),
  column.accessor('id', { header: 'ID', enableSorting: false }),
];

/** What the server would answer for these params. */
function serve(params: Record<string, string | number>) {
  const q = String(params.q ?? '');
  const rows = people.filter((p) => p.email.includes(q));
  const page = Number(params.page);
  const size = Number(params.pagesize);
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length };
}

function TestPage({
  onBulk,
  fetchPage,
}: {
  onBulk: (rows: Person[]) => void;
  fetchPage?: typeof serveAsync;
}) {
  const state = useTableState({ q: '' }, { sort: 'email', order: 'asc' });
  const data = serve(state.params);
  return (
    <>
      <SearchBox value={state.filters.q} onSearch={(q) => state.set({ q })} />
      <AdminTable
        columns={columns as never}
        query={{ data, isPending: false, isError: false, error: null, refetch: () => undefined }}
        state={state}
        rowId={(row: Person) => String(row.id)}
        caption="People"
        bulkActions={(selected, clear) => (
          <Button onClick={() => (onBulk(selected as Person[]), clear())}>Disable</Button>
        )}
        exportCsv={
          fetchPage
            ? {
                name: 'people',
                columns: [
                  { header: 'Email', value: (row: Person) => row.email },
                  { header: 'Spent', value: (row: Person) => row.spent },
                ],
                fetchPage,
              }
            : undefined
        }
      />
    </>
  );
}

async function serveAsync(page: number, pagesize: number) {
  return serve({ page, pagesize });
}

function renderPage(path: string, props: Parameters<typeof TestPage>[0]) {
  const router = createMemoryRouter([{ path: '/admin/people', element: <TestPage {...props} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const search = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('AdminTable', () => {
  it('keeps sort, page and page size in the URL', async () => {
    const router = renderPage('/admin/people', { onBulk: () => undefined });
    expect(screen.getByText('45 results')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search(router)).toEqual({ page: '2' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Spent/ })).getByRole('button'),
    );
    // A new order starts again from page 1.
    await waitFor(() => expect(search(router)).toEqual({ sort: 'spent' }));
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Spent/ })).getByRole('button'),
    );
    await waitFor(() => expect(search(router)).toEqual({ sort: 'spent', order: 'desc' }));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    await waitFor(() =>
      expect(search(router)).toEqual({ sort: 'spent', order: 'desc', pagesize: '50' }),
    );
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('reads its state from the URL and debounces the search, back to page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const router = renderPage('/admin/people?page=2&q=p1', { onBulk: () => undefined });
      expect(screen.getByText('11 results')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'p4' } });
      expect(search(router)).toEqual({ page: '2', q: 'p1' });
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(search(router)).toEqual({ q: 'p4' });
      expect(screen.getByText('7 results')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('selects rows for a bulk action', async () => {
    const onBulk = vi.fn();
    renderPage('/admin/people', { onBulk });
    fireEvent.click(screen.getByLabelText('Select row 1'));
    fireEvent.click(screen.getByLabelText('Select row 3'));
    const bar = screen.getByRole('region', { name: '2 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    expect(onBulk.mock.calls[0]?.[0].map((p: Person) => p.id)).toEqual([1, 3]);
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
    fireEvent.click(screen.getByLabelText('Select every row on this page'));
    expect(screen.getByRole('region', { name: '20 selected' })).toBeTruthy();
  });

  it('exports every row of the filter as a CSV file', async () => {
    const written: string[] = [];
    vi.stubGlobal(
      'Blob',
      class {
        constructor(parts: string[]) {
          written.push(parts.join(''));
        }
      },
    );
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: () => 'blob:csv',
      revokeObjectURL: () => undefined,
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchPage = vi.fn(serveAsync);
    renderPage('/admin/people', { onBulk: () => undefined, fetchPage });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchPage.mock.calls).toEqual([[1, 100]]);
    const text = written[0] ?? '';
    expect(text.startsWith('\uFEFFEmail,Spent\r\np1@example.com,0\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(47);
    click.mockRestore();
  });
});

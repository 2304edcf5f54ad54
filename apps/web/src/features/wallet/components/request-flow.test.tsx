import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useState } from 'react';
import type { WalletRecord } from '../types';
import { RequestFlow } from './request-flow';

const record = { id: 5, amount: 150 } as WalletRecord;

function Form({ onDone }: { onDone: (record: WalletRecord) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <form onSubmit={(event) => (event.preventDefault(), onDone(record))}>
      <input aria-label="Note" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('<RequestFlow>', () => {
  it('shows the form, then what was sent with a link to its list, then a new empty form', () => {
    render(
      <MemoryRouter>
        <RequestFlow
          sent={{
            title: 'Sent for review',
            body: (r) => `Amount ${r.amount}`,
            link: { to: '/history', label: 'See history' },
            again: 'New request',
          }}
        >
          {(onDone) => <Form onDone={onDone} />}
        </RequestFlow>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Sent for review');
    expect(status.textContent).toContain('Amount 150');
    expect(screen.getByRole('link', { name: 'See history' }).getAttribute('href')).toBe('/history');
    expect(screen.queryByLabelText('Note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New request' }));
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReasonForm } from './reason-form';

describe('<ReasonForm>', () => {
  it('sends the trimmed reason only once one is typed, and not while sending', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <ReasonForm
        label="Reason for rejecting order 7"
        placeholder="Reason"
        button="Reject order"
        buttonDetail="7"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Reject order 7' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Reason for rejecting order 7'), {
      target: { value: '   ' },
    });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Reason for rejecting order 7'), {
      target: { value: '  Out of stock ' },
    });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith('Out of stock');
    rerender(
      <ReasonForm
        label="Reason for rejecting order 7"
        placeholder="Reason"
        button="Reject order"
        buttonDetail="7"
        pending
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reject order 7' })).toHaveProperty('disabled', true);
  });
});

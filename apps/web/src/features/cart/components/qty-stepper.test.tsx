import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clampQty, QtyStepper } from './qty-stepper';

const labels = {
  label: 'Quantity of Tee',
  decreaseLabel: 'One less Tee',
  increaseLabel: 'One more Tee',
};

describe('QtyStepper', () => {
  it('clamps typed quantities to 1..stock', () => {
    expect(clampQty('0', 5)).toBe(1);
    expect(clampQty('9', 5)).toBe(5);
    expect(clampQty('3', 5)).toBe(3);
    expect(clampQty('x', 5)).toBeNull();
    expect(clampQty('1.5', 5)).toBeNull();
  });
  it('steps by one, never below 1 nor beyond the stock', () => {
    const onChange = vi.fn();
    const { rerender } = render(<QtyStepper value={1} max={2} onChange={onChange} {...labels} />);
    expect(
      (screen.getByRole('button', { name: 'One less Tee' }) as HTMLButtonElement).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One more Tee' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<QtyStepper value={2} max={2} onChange={onChange} {...labels} />);
    expect(
      (screen.getByRole('button', { name: 'One more Tee' }) as HTMLButtonElement).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
  });
  it('commits a typed quantity on blur, clamped', () => {
    const onChange = vi.fn();
    render(<QtyStepper value={1} max={4} onChange={onChange} {...labels} />);
    const input = screen.getByLabelText('Quantity of Tee');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(4);
  });
});

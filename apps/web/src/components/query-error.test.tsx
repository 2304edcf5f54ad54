import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { buttonClass } from './ui/button';
import { QueryError } from './query-error';

describe('<QueryError>', () => {
  it('says what failed and asks again on Try again, as a primary button unless told', () => {
    const retry = vi.fn();
    const { rerender } = render(
      <QueryError title="The orders could not be loaded" body="Network error" onRetry={retry} />,
    );
    expect(screen.getByText('The orders could not be loaded')).toBeTruthy();
    expect(screen.getByText('Network error')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.className).toBe(buttonClass('primary'));
    fireEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(<QueryError onRetry={retry} variant="secondary" />);
    expect(screen.getByRole('button', { name: 'Try again' }).className).toBe(
      buttonClass('secondary'),
    );
    expect(screen.queryByText('The orders could not be loaded')).toBeNull();
  });
});

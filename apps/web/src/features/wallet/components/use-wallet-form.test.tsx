import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ErrorCode } from '@mall/contract/errors';
import { ApiError } from '../../../lib/api-error';
import type { WalletRecord } from '../types';
import { useWalletForm, type WalletMutation } from './use-wallet-form';

interface Values {
  amount: string;
  remark: string;
}

/** A mutation that fails with `error`, or succeeds with a record when there is none. */
function mutation(error?: unknown): WalletMutation<{ amount: string }> {
  return {
    isPending: false,
    mutate: (_input, { onSuccess, onError }) =>
      error ? onError(error) : onSuccess({ id: 1 } as WalletRecord),
  };
}

function setup() {
  const certificate = vi.fn();
  const hook = renderHook(() =>
    useWalletForm<Values>({ amount: '', remark: '' }, () => ({}), ['amount', 'remark'], {
      certificate,
    }),
  );
  return { hook, certificate };
}

describe('useWalletForm', () => {
  it('binds text fields to the form', () => {
    const { hook } = setup();
    act(() => hook.result.current.field('amount').onValueChange('12'));
    expect(hook.result.current.field('amount')).toMatchObject({ value: '12', error: undefined });
  });

  it('puts a refusal on the field the server names or its code implies', () => {
    const { hook } = setup();
    act(() =>
      hook.result.current.send(
        mutation(new ApiError('server', ErrorCode.InsufficientBalance, 'Not enough balance')),
        { amount: '9' },
        vi.fn(),
      ),
    );
    expect(hook.result.current.field('amount').error).toBe('Not enough balance');
    expect(hook.result.current.formError).toBeNull();
  });

  it('hands a field outside the values to its own handler, anything else above the button', () => {
    const { hook, certificate } = setup();
    act(() =>
      hook.result.current.send(
        mutation(new ApiError('server', 1, 'Bad image', { field: 'certificate' })),
        { amount: '9' },
        vi.fn(),
      ),
    );
    expect(certificate).toHaveBeenCalledWith('Bad image');
    act(() =>
      hook.result.current.send(
        mutation(new ApiError('server', 1, 'Try later')),
        { amount: '9' },
        vi.fn(),
      ),
    );
    expect(hook.result.current.formError).toBe('Try later');
    const onDone = vi.fn();
    act(() => hook.result.current.send(mutation(), { amount: '9' }, onDone));
    expect(hook.result.current.formError).toBeNull();
    expect(onDone).toHaveBeenCalledWith({ id: 1 });
  });

  it('leaves a network failure to the toast', () => {
    const { hook, certificate } = setup();
    act(() =>
      hook.result.current.send(
        mutation(new ApiError('network', 0, 'Request Error')),
        { amount: '9' },
        vi.fn(),
      ),
    );
    expect([
      hook.result.current.formError,
      hook.result.current.field('amount').error,
      certificate.mock.calls.length,
    ]).toEqual([null, undefined, 0]);
  });
});

import { useState } from 'react';
import { useForm } from '../../../hooks/use-form';
import { placeWalletError } from '../server-errors';
import type { WalletRecord } from '../types';

type TextValues<V> = { [K in keyof V]: string };

/** What the form needs of the top-up or withdrawal mutation. */
export interface WalletMutation<I> {
  isPending: boolean;
  mutate: (
    input: I,
    callbacks: { onSuccess: (record: WalletRecord) => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * The wiring shared by the top-up and withdrawal forms: validation as the user types, the
 * server's refusal on the field it names (a field outside the values, such as the certificate,
 * through `outside`), else above the submit button (`formError`).
 */
export function useWalletForm<V extends TextValues<V>>(
  initial: V,
  validate: (values: V) => Partial<Record<keyof V, string>>,
  fields: readonly (keyof V & string)[],
  outside: Partial<Record<string, (message: string) => void>> = {},
) {
  const form = useForm<V>(initial, validate);
  const [formError, setFormError] = useState<string | null>(null);

  function refuse(error: unknown) {
    const placed = placeWalletError<string>(error, [...fields, ...Object.keys(outside)]);
    if (!placed) return;
    const own = fields.find((name) => name === placed.field);
    const elsewhere = placed.field ? outside[placed.field] : undefined;
    if (own) form.setServerError(own, placed.message);
    else if (elsewhere) elsewhere(placed.message);
    else setFormError(placed.message);
  }

  /** Sends `input`; the record the server made goes to `onDone`. */
  function send<I>(mutation: WalletMutation<I>, input: I, onDone: (record: WalletRecord) => void) {
    setFormError(null);
    mutation.mutate(input, { onSuccess: onDone, onError: refuse });
  }

  /** The props of a text field bound to `name`. */
  function field(name: keyof V & string) {
    return {
      value: form.values[name],
      onValueChange: (value: string) => form.setValue(name, value as V[typeof name]),
      onBlur: () => form.touch(name),
      error: form.errorOf(name),
    };
  }

  return { form, field, send, formError };
}

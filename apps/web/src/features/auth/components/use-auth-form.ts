import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from '../../../hooks/use-form';
import { safeRedirect } from '../../../lib/navigation';
import { placeServerError } from './server-errors';

type Values<V> = { [K in keyof V]: string | boolean };

/** What the form needs of the login or registration mutation. */
export interface AuthMutation<V> {
  isPending: boolean;
  mutate: (
    values: V,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * The wiring shared by the login and registration forms: validation as the user types, the
 * server's refusal on the field it names (else above the submit button, `formError`), and once
 * in, back to the page in `?redirect=` (only ever one of this app's own).
 */
export function useAuthForm<V extends Values<V>>(
  initial: V,
  validate: (values: V) => Partial<Record<keyof V, string>>,
  mutation: AuthMutation<V>,
  fields: readonly (keyof V & string)[],
) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V>(initial, validate);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: () => void navigate(redirect, { replace: true }),
      onError: (error) => {
        const placed = placeServerError(error, fields);
        if (placed?.field) form.setServerError(placed.field, placed.message);
        else if (placed) setFormError(placed.message);
      },
    });
  });

  return { form, submit, formError, redirect };
}

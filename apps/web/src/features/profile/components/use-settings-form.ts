import { useState } from 'react';
import { useForm } from '../../../hooks/use-form';
import { useT } from '../../../lib/i18n';
import { useUpdateUser } from '../api/update-user';
import { placeProfileError } from '../server-errors';
import type { UpdateUserInput } from '../types';

type Values<V> = { [K in keyof V]: string };

/**
 * A settings form over update_user: validation as the user types, the server's refusal on the
 * field it names (what was typed stays), "Saved" after success until the next edit.
 */
export function useSettingsForm<V extends Values<V>>(
  initial: V,
  validate: Parameters<typeof useForm<V>>[1],
) {
  const t = useT();
  const form = useForm<V>(initial, validate);
  const mutation = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fields = Object.keys(initial) as (keyof V & string)[];

  function save(input: UpdateUserInput, onSaved?: () => void) {
    setFormError(null);
    setSaved(false);
    mutation.mutate(input, {
      onSuccess: () => {
        setSaved(true);
        onSaved?.();
      },
      onError: (error) => {
        const placed = placeProfileError(error, fields);
        if (!placed) return;
        const reason = (error as { data?: { reason?: unknown } }).data?.reason;
        const message =
          placed.field === 'current_password' && reason === 'incorrect'
            ? t('profile.currentPasswordWrong')
            : placed.message;
        if (placed.field) form.setServerError(placed.field, message);
        else setFormError(message);
      },
    });
  }

  function field(name: keyof V & string) {
    return {
      name,
      value: form.values[name],
      onValueChange: (value: string) => {
        setSaved(false);
        form.setValue(name, value as V[typeof name]);
      },
      onBlur: () => form.touch(name),
      error: form.errorOf(name),
    };
  }

  return { form, field, save, pending: mutation.isPending, formError, saved };
}

import { useState, type FormEvent } from 'react';

/** Text fields are strings, checkboxes booleans; a field may hold any value (a list of uploads). */
type Values<V> = { [K in keyof V]: unknown };

/**
 * Form state that validates as the user types: a field shows its error once it has been
 * changed or left, every field once submit was tried. Server errors stay on their field until
 * the user edits it; what the user typed is never cleared by a failure.
 */
export function useForm<V extends Values<V>>(
  initial: V,
  validate: (values: V) => Partial<Record<keyof V, string>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  const valid = Object.keys(errors).length === 0;

  function errorOf(name: keyof V): string | undefined {
    return serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined);
  }

  function setValue<K extends keyof V>(name: K, value: V[K]): void {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  }

  function touch(name: keyof V): void {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }

  function setServerError(name: keyof V, message: string): void {
    setServerErrors((current) => ({ ...current, [name]: message }));
  }

  function handleSubmit(onValid: (values: V) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (valid) onValid(values);
    };
  }

  /** Back to the initial values, nothing touched, tried or refused: after a form was sent. */
  function reset(): void {
    setValues(initial);
    setTouched({});
    setServerErrors({});
    setSubmitted(false);
  }

  return { values, errorOf, setValue, touch, setServerError, handleSubmit, reset, valid };
}

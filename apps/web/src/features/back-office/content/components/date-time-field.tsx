import { TextField } from '../../../../components/ui/text-field';
import { fromLocalInput, toLocalInput } from './date-time';

/** A date and time in local time, kept as an ISO instant (empty: none). */
export function DateTimeField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={toLocalInput(value)}
      onValueChange={(local) => onChange(fromLocalInput(local) ?? '')}
      error={error}
      hint={hint}
    />
  );
}

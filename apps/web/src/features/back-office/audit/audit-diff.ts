/** One field of an audited record, before and after the action. */
export interface DiffRow {
  /** The field's name ('' for a record that is a single value). */
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: strings as they are, anything else as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * The fields of `before` and `after` side by side, in the order they first appear, each
 * marked changed when its value differs (a field only on one side counts as changed). A side
 * that is null (the record was created or removed) has no fields; a side that is not an object
 * is one field named ''.
 */
export function diffFields(before: unknown, after: unknown): DiffRow[] {
  const fieldsOf = (value: unknown): Map<string, string> => {
    if (value === null || value === undefined) return new Map();
    if (!isRecord(value)) return new Map([['', showValue(value)]]);
    return new Map(Object.entries(value).map(([key, item]) => [key, showValue(item)]));
  };
  const left = fieldsOf(before);
  const right = fieldsOf(after);
  const names = [...new Set([...left.keys(), ...right.keys()])];
  return names.map((field) => {
    const was = left.get(field);
    const now = right.get(field);
    return { field, before: was, after: now, changed: was !== now };
  });
}

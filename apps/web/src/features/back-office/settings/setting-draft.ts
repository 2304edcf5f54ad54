import { amountToCents } from '@mall/contract/money';
import type { SettingField } from '@mall/contract/setting-keys';

/**
 * What a setting's editor holds while it is typed in, and how it becomes the JSON value the
 * server takes (decision 0027). Numbers are typed as text and read exactly; the server checks
 * the value again with the key's schema and says what is wrong at the field.
 */
export interface ShippingDraft {
  method: string;
  label: string;
  cost: string;
}
export type Draft = string | ShippingDraft[];

/** Why a draft is not a value yet, for the form to word. */
export type DraftProblem =
  { kind: 'number' } | { kind: 'whole' } | { kind: 'range'; min: number; max: number };

export type DraftValue = { ok: true; value: unknown } | { ok: false; problem: DraftProblem };

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** The editor's draft of a stored value. */
export function draftOf(field: SettingField, value: unknown): Draft {
  if (field.input === 'shipping_methods')
    return (Array.isArray(value) ? value : []).map((item: unknown) => {
      const m = (item ?? {}) as Record<string, unknown>;
      return { method: asText(m.method), label: asText(m.label), cost: asText(m.cost) };
    });
  return asText(value);
}

function inRange(n: number, field: SettingField): DraftValue {
  const min = field.min ?? -Infinity;
  const max = field.max ?? Infinity;
  return n < min || n > max
    ? { ok: false, problem: { kind: 'range', min, max } }
    : { ok: true, value: n };
}

function numberOf(text: string, field: SettingField, whole: boolean): DraftValue {
  const trimmed = text.trim();
  if (whole) {
    if (!/^-?\d{1,15}$/.test(trimmed)) return { ok: false, problem: { kind: 'whole' } };
    return inRange(Number(trimmed), field);
  }
  // Amounts and percents: at most 2 decimals, read exactly.
  if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(trimmed) || amountToCents(trimmed) === null)
    return { ok: false, problem: { kind: 'number' } };
  return inRange(Number(trimmed), field);
}

/** The JSON value a draft stands for, or why it is not one yet. */
export function valueOf(field: SettingField, draft: Draft): DraftValue {
  switch (field.input) {
    case 'integer':
      return numberOf(draft as string, field, true);
    case 'amount':
    case 'percent':
      return numberOf(draft as string, field, false);
    case 'shipping_methods': {
      const list = [];
      for (const row of draft as ShippingDraft[]) {
        const cost = numberOf(row.cost, { ...field, min: 0, max: 100_000 }, false);
        if (!cost.ok) return cost;
        list.push({ method: row.method.trim(), label: row.label.trim(), cost: cost.value });
      }
      return { ok: true, value: list };
    }
    case 'multiline':
      return { ok: true, value: (draft as string).trim() };
    default:
      return { ok: true, value: (draft as string).trim() };
  }
}

/** Whether the draft differs from the stored value (what Save would change). */
export function isChanged(field: SettingField, draft: Draft, stored: unknown): boolean {
  const value = valueOf(field, draft);
  return !value.ok || JSON.stringify(value.value) !== JSON.stringify(stored ?? null);
}

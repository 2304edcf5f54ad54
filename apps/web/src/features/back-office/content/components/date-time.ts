/** Between an ISO instant and the value of an `<input type="datetime-local">` (local time). */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-05-01T08:30" in the browser's time zone; empty for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The instant of a local input value, as ISO; undefined for empty or unreadable. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A date and time for a list, in the interface language. */
export function formatWhen(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

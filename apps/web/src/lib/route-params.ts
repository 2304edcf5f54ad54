/** A record id from the URL (`?id=27`): a positive integer, or null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

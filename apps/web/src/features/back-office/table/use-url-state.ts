import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Each key's value when the URL does not name it. */
export type UrlDefaults = Record<string, string>;

export type UrlState<D extends UrlDefaults> = { [K in keyof D]: string };

export interface UrlStateApi<D extends UrlDefaults> {
  /** Every key's value: from the URL, else its default. */
  values: UrlState<D>;
  /**
   * Sets some keys (a default value or '' leaves the URL without the key). Changing any key
   * but `page` and `pagesize` sends the list back to page 1.
   */
  set: (next: Partial<UrlState<D>>) => void;
  /** Back to the defaults (keeps keys it does not own). */
  reset: () => void;
}

const PAGING_KEYS = new Set(['page', 'pagesize']);

/**
 * A page's state in the hash router's query (`#/admin/users?q=ann&sort=email&page=2`): shareable,
 * kept on reload and on back. The URL is replaced, not pushed, so back leaves the page.
 */
export function useUrlState<D extends UrlDefaults>(defaults: D): UrlStateApi<D> {
  const [params, setParams] = useSearchParams();
  // The same defaults while their values stay (a page passes a new object each render).
  const defaultsKey = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(defaultsKey) as D, [defaultsKey]);
  const values = useMemo(() => {
    const out = {} as Record<string, string>;
    for (const [key, fallback] of Object.entries(stable)) {
      out[key] = params.get(key) ?? fallback;
    }
    return out as UrlState<D>;
  }, [params, stable]);
  const set = useCallback(
    (next: Partial<UrlState<D>>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          let resetsPage = false;
          for (const [key, value] of Object.entries(next) as [string, string | undefined][]) {
            if (value === undefined) continue;
            if (!PAGING_KEYS.has(key) && (merged.get(key) ?? stable[key]) !== value)
              resetsPage = true;
            if (value === '' || value === stable[key]) merged.delete(key);
            else merged.set(key, value);
          }
          if (resetsPage && !('page' in next)) merged.delete('page');
          return merged;
        },
        { replace: true },
      ),
    [setParams, stable],
  );
  const reset = useCallback(
    () =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const key of Object.keys(stable)) merged.delete(key);
          return merged;
        },
        { replace: true },
      ),
    [setParams, stable],
  );
  return { values, set, reset };
}

/** Search boxes wait this long after the last key before the URL (and the query) change. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box bound to one URL key: typing shows at once, the URL follows after
 * a pause (and the list goes back to page 1). Returns [text, setText].
 */
export function useDebouncedUrlValue(
  value: string,
  commit: (value: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
): [string, (next: string) => void] {
  const [text, setText] = useState(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  const typed = useRef(false);
  // The URL changed from elsewhere (reset, back): show it.
  useEffect(() => {
    if (!typed.current) setText(value);
  }, [value]);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      commitRef.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return [
    text,
    (next: string) => {
      typed.current = true;
      setText(next);
    },
  ];
}

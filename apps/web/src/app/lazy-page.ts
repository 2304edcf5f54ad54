import type { ComponentType } from 'react';

/** Lazy pages give up after 60 seconds (spec section 9), so the error page can offer a reload. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

type PageModule = { Component: ComponentType };

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The `lazy` of a route whose module exports `Component`. */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    const module = await withTimeout(load(), PAGE_LOAD_TIMEOUT_MS);
    return { Component: module.Component };
  };
}

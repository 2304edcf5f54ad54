import { createStore, useStore } from './create-store';

/** The current page's own title (a product's name, a category's), when it has one. */
const titleStore = createStore<string | null>(null);

export function setPageTitle(title: string | null): void {
  titleStore.set(title);
}

export function usePageTitle(): string | null {
  return useStore(titleStore);
}

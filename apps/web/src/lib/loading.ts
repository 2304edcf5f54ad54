import { createStore, useStore } from './create-store';

/** How many requests that show the loading mask are running. */
const pendingStore = createStore(0);

/** Starts one masked request; the returned function ends it (calling it twice is harmless). */
export function beginLoading(): () => void {
  pendingStore.set((count) => count + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pendingStore.set((count) => Math.max(0, count - 1));
  };
}

export function usePendingRequests(): number {
  return useStore(pendingStore);
}

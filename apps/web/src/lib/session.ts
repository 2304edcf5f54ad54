import { createStore, useStore } from './create-store';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Login state is the access-token in browser storage (spec section 6). */
export interface Session {
  token: string | null;
  loggedIn: boolean;
}

function fromStorage(): Session {
  const token = readStorage(STORAGE_KEYS.token);
  return { token, loggedIn: Boolean(token) };
}

const sessionStore = createStore<Session>(fromStorage());

export function getToken(): string | null {
  return sessionStore.get().token;
}

/** Re-reads storage (start sequence, another tab logging in or out). */
export function syncSessionFromStorage(): Session {
  const next = fromStorage();
  const current = sessionStore.get();
  if (current.token !== next.token) sessionStore.set(next);
  return sessionStore.get();
}

export function startSession(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  sessionStore.set({ token, loggedIn: true });
}

/** Drops the token and everything cached about the user (counters included). */
export function endSession(): void {
  removeStorage(STORAGE_KEYS.token);
  sessionStore.set({ token: null, loggedIn: false });
  queryClient.removeQueries({ queryKey: queryKeys.user.all });
}

export function useSession(): Session {
  return useStore(sessionStore);
}

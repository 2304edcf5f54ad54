import { createStore, useStore } from './create-store';

/** Toasts last 3 seconds (spec section 8). */
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const toastStore = createStore<readonly Toast[]>([]);
let nextId = 1;

export function showToast(message: string, tone: ToastTone = 'error'): void {
  // The same message already on screen (several calls failing together) is not stacked again.
  if (toastStore.get().some((toast) => toast.message === message)) return;
  const id = nextId++;
  toastStore.set((toasts) => [...toasts, { id, message, tone }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}

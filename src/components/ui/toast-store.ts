import { create } from 'zustand';

export type ToastKind = 'error' | 'success' | 'info';

export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  readonly open: boolean;
}

export const useToastStore = create<{ items: readonly ToastItem[] }>(() => ({ items: [] }));

let nextId = 1;

function show(kind: ToastKind, message: string): void {
  const { items } = useToastStore.getState();
  // Several calls failing together (one outage) should read as one message, not a stack of copies.
  if (items.some((t) => t.open && t.kind === kind && t.message === message)) return;
  // Closed toasts stay until the next one arrives so Radix can play their exit animation.
  useToastStore.setState({ items: [...items.filter((t) => t.open), { id: nextId++, kind, message, open: true }] });
}

export function dismissToast(id: number): void {
  useToastStore.setState(({ items }) => ({ items: items.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
}

/** Callable from anywhere, React or not (the API call wrapper reports failures through toast.error). */
export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
};

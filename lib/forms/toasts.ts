// A minimal toast store: the forms announce their results through it and FormToaster shows them.
// Our own instead of a library because the form pages have a JavaScript budget and this needs
// about 1 KB where a toast library with its CSS-in-JS runtime needs about 5 KB.

export type ToastKind = "success" | "error";
export type Toast = { id: number; kind: ToastKind; message: string };

/** How long a toast stays; errors stay longer so they can be read. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 6000, error: 8000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]));
  emit();
  return id;
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

/** Removes every toast at once (between tests, or when a form is reset). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) clearTimeout(timers.get(id));
  timers.clear();
  toasts = [];
  emit();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const noToasts: Toast[] = [];
export function getServerToasts(): Toast[] {
  return noToasts;
}

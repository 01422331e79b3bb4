import { STORAGE_KEYS } from '../session/storage-keys';

export type ToastType = 'error' | 'warning' | 'info' | 'success';

export interface Toast {
  type: ToastType;
  /** Defaults to the type's translated name. */
  title?: string;
  message: string;
}

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();
const clearListeners = new Set<() => void>();
const backlog: Toast[] = [];
/** Told when a toast waits in the backlog for a host (the host's code loads with the first toast). */
const waiting = new Set<() => void>();

/**
 * The same failure again within its 5 s on screen (a poll failing twice, a retry) is not repeated;
 * a confirmation always shows, as each one answers an action of the user's.
 */
const recent = new Map<string, number>();
const REPEAT_MS = 5_000;

function emit(toast: Toast): void {
  if (toast.type === 'error' || toast.type === 'warning') {
    const key = `${toast.type}|${toast.title ?? ''}|${toast.message}`;
    const now = Date.now();
    if ((recent.get(key) ?? 0) > now - REPEAT_MS) return;
    recent.set(key, now);
    for (const [old, at] of recent) if (at <= now - REPEAT_MS) recent.delete(old);
  }
  if (listeners.size === 0) {
    backlog.push(toast);
    for (const wake of waiting) wake();
  }
  for (const listener of listeners) listener(toast);
}

/**
 * Takes every toast off the screen (and any not shown yet): what they said no longer holds, as a
 * failed login's once the right password went through.
 */
function clear(): void {
  backlog.length = 0;
  recent.clear();
  for (const listener of clearListeners) listener();
}

/** Feedback for the user: a toast with a title, a message and a dismiss button, gone after 5 s. */
export const notify = {
  error: (message: string, title?: string) => emit({ type: 'error', message, title }),
  warning: (message: string, title?: string) => emit({ type: 'warning', message, title }),
  info: (message: string, title?: string) => emit({ type: 'info', message, title }),
  success: (message: string, title?: string) => emit({ type: 'success', message, title }),
  show: emit,
  clear,
};

/**
 * Forgets the toasts no host took yet and the failures shown lately, as a fresh page has none:
 * vitest runs many test files in one page (`isolate: false`), and the test setup starts each test here.
 */
export function forgetToasts(): void {
  backlog.length = 0;
  recent.clear();
}

/**
 * The toast host subscribes here; toasts raised before it mounted are delivered first. `onClear`
 * takes the shown ones away (`notify.clear`).
 */
export function subscribeToasts(listener: Listener, onClear?: () => void): () => void {
  listeners.add(listener);
  if (onClear) clearListeners.add(onClear);
  for (const toast of backlog.splice(0)) listener(toast);
  return () => {
    listeners.delete(listener);
    if (onClear) clearListeners.delete(onClear);
  };
}

/**
 * Calls `wake` when a toast is waiting for a host, at once if one already is (raised before any
 * host subscribed, or kept across a reload). Returns the function that stops watching.
 */
export function whenToastWaits(wake: () => void): () => void {
  if (backlog.length > 0 || sessionStorage.getItem(STORAGE_KEYS.pendingToast) !== null) {
    wake();
    return () => undefined;
  }
  waiting.add(wake);
  return () => waiting.delete(wake);
}

/** Keeps a toast across a full page reload (logout, lost session), shown by the next page. */
export function notifyAfterReload(toast: Toast): void {
  sessionStorage.setItem(STORAGE_KEYS.pendingToast, JSON.stringify(toast));
}

export function takeToastAfterReload(): Toast | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.pendingToast);
  if (!raw) return null;
  sessionStorage.removeItem(STORAGE_KEYS.pendingToast);
  try {
    return JSON.parse(raw) as Toast;
  } catch {
    return null;
  }
}

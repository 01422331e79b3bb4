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
const backlog: Toast[] = [];

function emit(toast: Toast): void {
  if (listeners.size === 0) backlog.push(toast);
  for (const listener of listeners) listener(toast);
}

/** Feedback for the user: a toast with a title, a message and a dismiss button, gone after 5 s. */
export const notify = {
  error: (message: string, title?: string) => emit({ type: 'error', message, title }),
  warning: (message: string, title?: string) => emit({ type: 'warning', message, title }),
  info: (message: string, title?: string) => emit({ type: 'info', message, title }),
  success: (message: string, title?: string) => emit({ type: 'success', message, title }),
  show: emit,
};

/** The toast host subscribes here; toasts raised before it mounted are delivered first. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const toast of backlog.splice(0)) listener(toast);
  return () => listeners.delete(listener);
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

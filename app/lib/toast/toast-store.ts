// Toast notifications: top-right, 4000 ms by default, success 2000 ms,
// loading until dismissed, at most 20 on screen (the oldest give way).
export type ToastType = "blank" | "error" | "success" | "loading" | "custom";

export type Toast = {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds on screen; Infinity stays until dismissed. */
  duration: number;
  position: "top-right";
};

export type ToastOptions = { id?: string; duration?: number };

export const TOAST_LIMIT = 20;
export const TOAST_POSITION = "top-right" as const;

export const DEFAULT_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

/** Adds or replaces (same id) a toast, newest last, keeping at most TOAST_LIMIT. */
export function withToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  const others = toasts.filter((existing) => existing.id !== toast.id);
  return [...others, toast].slice(-TOAST_LIMIT);
}

export function withoutToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}

type Listener = () => void;

/**
 * The store's snapshot while no toast is shown, and the server's. React compares the two when a page
 * hydrates: were they different arrays, it would render the toaster again, synchronously, straight
 * after hydrating.
 */
const NO_TOASTS: Toast[] = [];

/** A tiny external store for useSyncExternalStore; timers live here so any component may call toast(). */
export function createToastStore({ schedule = setTimeout, cancel = clearTimeout } = {}) {
  let toasts: Toast[] = NO_TOASTS;
  let counter = 0;
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function dismiss(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) cancel(timer);
    timers.delete(id);
    const rest = withoutToast(toasts, id);
    toasts = rest.length ? rest : NO_TOASTS;
    emit();
  }

  function show(type: ToastType, message: string, options: ToastOptions = {}) {
    counter += 1;
    const id = options.id ?? `toast-${counter}`;
    const duration = options.duration ?? DEFAULT_DURATIONS[type];
    const previousTimer = timers.get(id);
    if (previousTimer !== undefined) cancel(previousTimer);
    timers.delete(id);
    const next = withToast(toasts, { id, type, message, duration, position: TOAST_POSITION });
    // Toasts pushed out by the limit must not leave timers behind.
    for (const dropped of toasts) {
      if (!next.some((toast) => toast.id === dropped.id)) {
        const timer = timers.get(dropped.id);
        if (timer !== undefined) cancel(timer);
        timers.delete(dropped.id);
      }
    }
    toasts = next;
    if (Number.isFinite(duration))
      timers.set(
        id,
        schedule(() => dismiss(id), duration),
      );
    emit();
    return id;
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    getServerSnapshot: () => NO_TOASTS,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastItem, ToastOptions } from './toastQueue';

export {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastTone,
  toastTones,
} from './toastQueue';

// Radix Toast and the toast markup load with the first toast: most pages (sign-in among them) never
// show one, and the first page's JavaScript has a budget.
const ToastRegion = lazy(() => import('./ToastRegion'));

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Announced before each toast by screen readers, e.g. "Notification". */
  label: string;
  /** Accessible name of each toast's × button, e.g. "Dismiss". */
  closeLabel: string;
  /** Name of the toast region; "{hotkey}" is replaced by the shortcut (F8). Defaults to `${label} ({hotkey})`. */
  viewportLabel?: string;
}

/**
 * Holds the toast queue; the viewport (Radix Toast) renders, lazily, once there is a toast. Place it
 * inside ThemeProvider; show toasts with useToast().
 */
export function ToastProvider({ children, label, closeLabel, viewportLabel }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    // Closed toasts are dropped here rather than on close, so their exit animation can finish.
    setItems((current) => [...current.filter((item) => item.open), { ...options, id, open: true }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast: show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastRegion
            items={items}
            dismiss={dismiss}
            label={label}
            closeLabel={closeLabel}
            viewportLabel={viewportLabel}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** `toast({ title, description, tone })` from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
